#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A shared library opened at run time (libcurl, libpq), so the program neither links it nor
/// needs it until a source asks for it. `dlopen` counts its opens: opening again is cheap, and
/// the library stays for the process's life.
struct DynamicLibrary {
  private let handle: UnsafeMutableRawPointer

  /// The first of `names` that opens (the soname first: a runtime package has no `.so` link).
  init?(_ names: [String]) {
    guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else { return nil }
    self.handle = handle
  }

  /// The function `name`, called through `type`.
  func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
    dlsym(handle, name).map { unsafeBitCast($0, to: type) }
  }

  /// The function `name` of this program or a library it already links (the C library's own
  /// functions that Swift's Glibc module does not declare, or that an older one lacks), called
  /// through `type`; nil where there is none.
  static func linkedSymbol<Function>(_ name: String, as type: Function.Type) -> Function? {
    dlsym(nil, name).map { unsafeBitCast($0, to: type) }
  }
}
