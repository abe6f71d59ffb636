import Foundation

/// A reference to something that runs C code: a C function, a C global, or a function or global
/// of a platform module's Swift overlay (`Glibc.ioctl`, `Glibc.errno`), which wraps one. C types,
/// struct fields, enumerators and macro constants are not calls: using `timespec` or
/// `CLOCK_REALTIME` does nothing until a function is called, and that call is the one offence.
struct CCall: Hashable {
  enum Kind: Hashable {
    case function
    case global
    /// A Swift declaration of the named platform module.
    case overlay(String)
  }

  let name: String
  let kind: Kind

  /// `the C function clock_gettime()`, `the C global stderr`, `Glibc.ioctl (C's ioctl in Swift)`.
  var spelling: String {
    switch kind {
    case .function: "the C function \(name)()"
    case .global: "the C global \(name)"
    case .overlay(let module): "\(module).\(name) (the Swift overlay of C's \(name))"
    }
  }

  /// Modules whose Swift declarations wrap the C library (`s:5Glibc…`).
  private static let overlays = ["Glibc", "Musl", "Darwin", "WinSDK", "ucrt", "Android", "Bionic"]

  init?(usr: String, kind symbolKind: UInt32) {
    if usr.hasPrefix("c:") {
      // `c:@F@open`; a function static to a header is `c:header.h@F@name`.
      if let range = usr.range(of: "@F@"), !usr[range.upperBound...].contains("@") {
        self.init(name: String(usr[range.upperBound...]), kind: .function)
        return
      }
      // A global variable is `c:@name`; types, fields, enumerators and macros carry more `@`s.
      let rest = usr.dropFirst(2)
      if rest.hasPrefix("@"), !rest.dropFirst().contains("@"), !rest.dropFirst().isEmpty {
        self.init(name: String(rest.dropFirst()), kind: .global)
        return
      }
      return nil
    }
    guard usr.hasPrefix("s:"), [IndexStore.Kind.function, IndexStore.Kind.variable].contains(symbolKind) else {
      return nil
    }
    for module in Self.overlays {
      let prefix = "s:\(module.count)\(module)"
      guard usr.hasPrefix(prefix), let name = Self.identifier(in: usr.dropFirst(prefix.count)) else { continue }
      self.init(name: name, kind: .overlay(module))
      return
    }
    return nil
  }

  private init(name: String, kind: Kind) {
    self.name = name
    self.kind = kind
  }

  /// The identifier a mangled name starts with: `5ioctl…` is `ioctl`.
  private static func identifier(in mangled: Substring) -> String? {
    let digits = mangled.prefix { $0.isASCII && $0.isNumber }
    guard let length = Int(digits), length > 0 else { return nil }
    let name = mangled.dropFirst(digits.count).prefix(length)
    return name.count == length ? String(name) : nil
  }
}
