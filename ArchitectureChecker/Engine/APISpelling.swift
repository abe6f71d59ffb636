import Foundation

/// An API as a person writes it in a ring map (`Foundation.UUID.init()`, `UUID()`,
/// `Int.random(in:)`, `Foundation.UUID`, `arc4random`), matched against a symbol the compiler resolved: its USR
/// names the module and type that define it, and the index gives the member's name with its
/// argument labels. So `UUID()` is caught however the source spells it.
struct APISpelling: Hashable, Sendable {
  let text: String
  let module: String?
  let type: String?
  /// `init()`, `random(in:)`, `now`; nil for a whole type.
  let member: String?

  /// The modules a spelling may start with; any other first component is a type.
  private static let modules: Set<String> = [
    "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationInternationalization", "Swift",
    "Dispatch", "Glibc", "Darwin", "Musl", "_Concurrency",
  ]
  /// The standard library's types whose mangling is a short substitution (`Si` is `Int`).
  private static let shortForms: [String: String] = [
    "Int": "Si", "UInt": "Su", "Double": "Sd", "Float": "Sf", "Bool": "Sb", "String": "SS", "Character": "SJ",
    "Substring": "Ss", "Array": "Sa", "Dictionary": "SD", "Set": "Sh", "Optional": "Sq", "Range": "Sn",
    "ClosedRange": "SN",
  ]
  private static let foundation = [
    "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationInternationalization",
  ]

  init?(_ text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return nil }
    // The member's argument list may hold dots of its own (`init(_:)` never, but be safe).
    let open = trimmed.firstIndex(of: "(")
    let path = open.map { String(trimmed[..<$0]) } ?? trimmed
    let arguments = open.map { String(trimmed[$0...]) } ?? ""
    var parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard !parts.contains(where: \.isEmpty),
      parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
    else { return nil }
    let inner = arguments.dropFirst().dropLast()
    guard arguments.isEmpty || (arguments.hasSuffix(")") && !inner.contains("(") && !inner.contains(")")) else {
      return nil
    }
    var module: String?
    if parts.count > 1, Self.modules.contains(parts[0]) { module = parts.removeFirst() }
    let last = parts.removeLast()
    let startsUpper = last.first?.isUppercase == true
    switch parts.count {
    case 0 where arguments.isEmpty && startsUpper && module != nil:
      // `Foundation.UUID`: the whole type.
      (self.type, self.member) = (last, nil)
    case 0 where startsUpper && !arguments.isEmpty && module == nil:
      // `UUID()`, as the source calls an initializer: `UUID.init()`.
      (self.type, self.member) = (last, "init" + arguments)
    case 0:
      // `arc4random`, `Foundation.NSHomeDirectory()`: a function, Swift's or C's.
      (self.type, self.member) = (nil, last + arguments)
    case 1:
      (self.type, self.member) = (parts[0], last + arguments)
    default:
      return nil
    }
    self.text = trimmed
    self.module = module
  }

  /// Whether the symbol (its USR, its name as the index gives it) is this API. C functions are
  /// matched by name (`c:@F@arc4random`).
  func matches(usr: String, name: String) -> Bool {
    let bare = ["getter:", "setter:"].reduce(name) { $0.hasPrefix($1) ? String($0.dropFirst($1.count)) : $0 }
    if usr.hasPrefix("c:") {
      guard type == nil, module == nil || module == "Glibc" || module == "Darwin", let member,
        let range = usr.range(of: "@F@")
      else { return false }
      return String(usr[range.upperBound...]) == member.prefix { $0 != "(" }
    }
    guard usr.hasPrefix("s:"), moduleMatches(usr) else { return false }
    if let type {
      if Self.receiver(ofUSR: usr) == type { return member.map { memberMatches(bare, $0) } ?? true }
      // The standard library declares many members of its types on protocols they conform to
      // (`Int.random(in:)` is `s:s17FixedWidthIntegerPsE6random…`): for those types a member of
      // a standard protocol's extension is matched by name, whichever of its types it is used on.
      let standardExtension =
        (usr.hasPrefix("s:s") && usr.contains("PsE")) || (usr.hasPrefix("s:S") && usr.dropFirst(4).hasPrefix("sE"))
      guard let member, Self.shortForms[type] != nil, standardExtension else { return false }
      return memberMatches(bare, member)
    }
    // A function at file scope: its name, in its module (a method of the same name would
    // need its type in the spelling to be told apart).
    guard let member else { return false }
    return memberMatches(bare, member)
  }

  /// The type a Swift symbol belongs to, as its USR names it right after the module: `Int` for
  /// `s:Si…`, `UUID` for `s:20FoundationEssentials4UUIDV…`, `Dice` for `s:3App4DiceV…`; nil for
  /// a symbol at file scope or a form not read here. The type's name anywhere else in the USR (a
  /// parameter's type, say) is not the receiver: `Dice.random(in: Range<Int>)` is no `Int`'s.
  static func receiver(ofUSR usr: String) -> String? {
    var rest = Substring(usr.dropFirst(2))
    if let short = shortForms.first(where: { rest.hasPrefix($0.value) }) { return short.key }
    // The standard library's module is the single letter `s`.
    if rest.hasPrefix("s"), rest.dropFirst().first?.isNumber == true {
      rest = rest.dropFirst()
    } else {
      guard let module = identifier(&rest), !module.isEmpty else { return nil }
    }
    guard let type = identifier(&rest), let kind = rest.first, "VCOPa".contains(kind) else { return nil }
    return type
  }

  /// A length-prefixed identifier of a mangled name (`4Dice`), taken from the front of `text`.
  private static func identifier(_ text: inout Substring) -> String? {
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    guard let length = Int(digits), length > 0, text.count >= digits.count + length else { return nil }
    let name = text.dropFirst(digits.count).prefix(length)
    text = text.dropFirst(digits.count + length)
    return String(name)
  }

  private func memberMatches(_ name: String, _ member: String) -> Bool {
    if member.contains("(") { return name == member }
    return name == member || name.hasPrefix(member + "(")
  }

  private func moduleMatches(_ usr: String) -> Bool {
    guard let module else { return true }
    let names = module == "Foundation" ? Self.foundation : [module]
    if module == "Swift" { return usr.hasPrefix("s:s") || Self.shortForms.values.contains { usr.hasPrefix("s:" + $0) } }
    return names.contains { usr.contains("\($0.utf8.count)\($0)") }
  }
}
