import DomainEntities

/// Reads one input as the type its field needs, collecting what is wrong instead of stopping:
/// the validator's vocabulary of field types, each written once.
struct FieldReader {
  let path: String
  let input: FieldInput
  private(set) var problems: [ProductFormProblem] = []

  init(path: String, input: FieldInput) {
    (self.path, self.input) = (path, input)
  }

  mutating func fail(_ expectation: FieldExpectation) {
    problems.append(ProductFormProblem(field: path, value: Self.shown(input), expectation: expectation))
  }

  /// Text; `null` is a problem when the field is required, else nil.
  mutating func text(required: Bool) -> String? {
    switch input {
    case .typed(let text), .text(let text): return text
    case .null:
      if required { fail(.required) }
      return nil
    default:
      fail(.kind(.text))
      return nil
    }
  }

  /// Optional text: an empty flag value removes it, as `null` does.
  mutating func optionalText() -> String? {
    if case .typed(let text) = input, text.isEmpty { return nil }
    return text(required: false)
  }

  mutating func number(required: Bool, minimum: Double, maximum: Double?, decimals: Int? = nil) -> Double? {
    let written: String
    switch input {
    case .typed(let text), .number(let text): written = text
    case .null:
      if required { fail(.required) }
      return nil
    default:
      fail(.kind(.number))
      return nil
    }
    guard let parsed = DecimalText(written), parsed.value >= minimum, parsed.value <= (maximum ?? .infinity) else {
      fail(.number(minimum: minimum, maximum: maximum))
      return nil
    }
    if let decimals, parsed.decimals > decimals {
      fail(.decimals(atMost: decimals))
      return nil
    }
    return parsed.value
  }

  mutating func wholeNumber(minimum: Int) -> Int? {
    switch input {
    case .typed(let text), .number(let text):
      guard let parsed = DecimalText(text), parsed.isInteger, let value = Int(exactly: parsed.value), value >= minimum
      else {
        fail(.wholeNumber(minimum: minimum))
        return nil
      }
      return value
    case .null: return nil
    default:
      fail(.kind(.number))
      return nil
    }
  }

  /// A list of non-empty texts: a JSON array, or a flag's comma-separated entries.
  mutating func textList(ofAddresses: Bool = false) -> [String] {
    let entries: [String]
    switch input {
    case .null: return []
    case .typed(let text):
      guard !text.trimmingWhitespace().isEmpty else { return [] }
      entries = Self.entries(of: text, ofAddresses: ofAddresses).map { String($0).trimmingWhitespace() }
    case .list(let elements):
      var texts: [String] = []
      for (index, element) in elements.enumerated() {
        var reader = FieldReader(path: "\(path)[\(index)]", input: element)
        if case .text(let text) = element { texts.append(text) } else { reader.fail(.kind(.text)) }
        problems += reader.problems
      }
      entries = texts
    default:
      fail(.kind(.list))
      return []
    }
    if entries.contains(where: { $0.trimmingWhitespace().isEmpty }) { fail(.noEmptyEntries) }
    return entries
  }

  /// A typed list's entries: split at every comma, but a list of addresses (one that starts
  /// with `scheme://`) only at a comma before the next `scheme://`, since an address may hold
  /// commas of its own (`…/w_100,h_100/a.jpg`).
  static func entries(of text: String, ofAddresses: Bool) -> [Substring] {
    let all = text.split(separator: ",", omittingEmptySubsequences: false)
    guard ofAddresses, let first = all.first, startsWithScheme(first) else { return all }
    var entries: [Substring] = []
    var start = text.startIndex
    for part in all.dropFirst() where startsWithScheme(part) {
      entries.append(text[start..<text.index(before: part.startIndex)])
      start = part.startIndex
    }
    entries.append(text[start...])
    return entries
  }

  /// Whether `text` (less leading spaces) starts `scheme://`.
  private static func startsWithScheme(_ text: Substring) -> Bool {
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    guard let colon = trimmed.firstIndex(of: ":"), let first = trimmed.first, first.isASCII, first.isLetter else {
      return false
    }
    let scheme = trimmed[..<colon]
    return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
      && trimmed[colon...].hasPrefix("://")
  }

  /// `WxHxD` from a flag, or an object whose members replace those of `base`.
  mutating func dimensions(merging base: Dimensions?) -> Dimensions? {
    switch input {
    case .null: return nil
    case .typed(let text):
      let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" }).compactMap {
        DecimalText(String($0))?.value
      }
      guard parts.count == 3, parts.allSatisfy({ $0 >= 0 }) else {
        fail(.dimensions)
        return nil
      }
      return Dimensions(width: parts[0], height: parts[1], depth: parts[2])
    case .members(let members):
      var sides = ["width": base?.width, "height": base?.height, "depth": base?.depth]
      var given: Set<String> = []
      for member in members {
        given.insert(member.name)
        var reader = FieldReader(path: "\(path).\(member.name)", input: member.value)
        if sides.keys.contains(member.name) {
          sides[member.name] = reader.number(required: true, minimum: 0, maximum: nil)
        } else {
          reader.fail(.memberOf(["width", "height", "depth"]))
        }
        problems += reader.problems
      }
      guard let width = sides["width"] ?? nil, let height = sides["height"] ?? nil, let depth = sides["depth"] ?? nil
      else {
        for side in ["width", "height", "depth"] where (sides[side] ?? nil) == nil && !given.contains(side) {
          problems.append(ProductFormProblem(field: "\(path).\(side)", value: "", expectation: .required))
        }
        return nil
      }
      return Dimensions(width: width, height: height, depth: depth)
    default:
      fail(.kind(.object))
      return nil
    }
  }

  /// An object whose members replace those of `base`; `null` removes one.
  mutating func metadata(merging base: ProductMetadata?) -> ProductMetadata? {
    guard case .members(let members) = input else {
      if input != .null { fail(.kind(.object)) }
      return nil
    }
    var fields = [
      "createdAt": base?.createdAt, "updatedAt": base?.updatedAt, "barcode": base?.barcode, "qrCode": base?.qrCode,
    ]
    for member in members {
      var reader = FieldReader(path: "\(path).\(member.name)", input: member.value)
      if fields.keys.contains(member.name) {
        fields[member.name] = reader.text(required: false)
      } else {
        reader.fail(.memberOf(["createdAt", "updatedAt", "barcode", "qrCode"]))
      }
      problems += reader.problems
    }
    return ProductMetadata(
      createdAt: fields["createdAt"] ?? nil, updatedAt: fields["updatedAt"] ?? nil, barcode: fields["barcode"] ?? nil,
      qrCode: fields["qrCode"] ?? nil)
  }

  /// A list of whole reviews: rating 0–5 required, the texts empty when left out.
  mutating func reviews() -> [Review] {
    guard case .list(let elements) = input else {
      if input != .null { fail(.kind(.list)) }
      return []
    }
    var reviews: [Review] = []
    let names = ["rating", "comment", "date", "reviewerName", "reviewerEmail"]
    for (index, element) in elements.enumerated() {
      let itemPath = "\(path)[\(index)]"
      guard case .members(let members) = element else {
        var reader = FieldReader(path: itemPath, input: element)
        reader.fail(.kind(.object))
        problems += reader.problems
        continue
      }
      var rating: Int?
      var texts: [String: String] = [:]
      for member in members {
        var reader = FieldReader(path: "\(itemPath).\(member.name)", input: member.value)
        if member.name == "rating" {
          rating = reader.wholeNumber(minimum: 0)
          if let value = rating, value > 5 { reader.fail(.number(minimum: 0, maximum: 5)) }
        } else if names.contains(member.name) {
          texts[member.name] = reader.text(required: false)
        } else {
          reader.fail(.memberOf(names))
        }
        problems += reader.problems
      }
      guard let rating else {
        problems.append(ProductFormProblem(field: "\(itemPath).rating", value: "", expectation: .required))
        continue
      }
      reviews.append(
        Review(
          rating: rating, comment: texts["comment"] ?? "", date: texts["date"] ?? "",
          reviewerName: texts["reviewerName"] ?? "", reviewerEmail: texts["reviewerEmail"] ?? ""))
    }
    return reviews
  }

  /// An input as a message quotes it.
  static func shown(_ input: FieldInput) -> String {
    switch input {
    case .typed(let text), .text(let text), .number(let text): text
    case .boolean(let value): value ? "true" : "false"
    case .null: "null"
    case .list(let elements): "[" + elements.map(shown).joined(separator: ", ") + "]"
    case .members: "{…}"
    }
  }
}
