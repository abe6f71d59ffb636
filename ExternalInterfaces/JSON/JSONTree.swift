import ApplicationLogic
import BusinessLogic

/// A JSON value exactly as far as a write must keep it: members in their order, numbers as their
/// text (`9.90` stays `9.90`). What `--from` documents, editors' files and the members a product
/// model does not know are read into, and written back from.
indirect enum JSONTree: Equatable, Sendable {
  case object([Member])
  case array([JSONTree])
  case string(String)
  case number(String)
  case bool(Bool)
  case null

  struct Member: Equatable, Sendable {
    let name: String
    let value: JSONTree
  }

  /// Reads one whole document.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONReadError) -> JSONTree {
    var reader = JSONReader(bytes: bytes)
    let tree = try read(&reader, in: bytes)
    try reader.expectEnd()
    return tree
  }

  static func parse(_ bytes: [UInt8]) throws(JSONReadError) -> JSONTree {
    let result: Result<JSONTree, JSONReadError> = bytes.withUnsafeBufferPointer { buffer in
      do throws(JSONReadError) { return .success(try parse(buffer)) } catch { return .failure(error) }
    }
    return try result.get()
  }

  static func read(_ reader: inout JSONReader, in bytes: UnsafeBufferPointer<UInt8>) throws(JSONReadError) -> JSONTree {
    switch try reader.peekKind() {
    case .object:
      var members: [Member] = []
      // A set, not a search of the members so far: an object of n names is read in linear time
      // (a hostile rates answer with tens of thousands of names took minutes).
      var names: Set<String> = []
      try reader.readObject { key, reader throws(JSONReadError) in
        let value = try read(&reader, in: bytes)
        // The first of repeated names counts, as everywhere this program reads JSON.
        let name = key.string
        if names.insert(name).inserted { members.append(Member(name: name, value: value)) }
      }
      return .object(members)
    case .array:
      var elements: [JSONTree] = []
      try reader.readArray { _, reader throws(JSONReadError) in elements.append(try read(&reader, in: bytes)) }
      return .array(elements)
    case .string: return .string(try reader.readString())
    case .number:
      let start = reader.offset
      _ = try reader.readDouble()
      return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<reader.offset]), as: UTF8.self))
    case .bool: return .bool(try reader.readBool())
    case .null:
      _ = try reader.readNullIfPresent()
      return .null
    }
  }

  /// The value as a form input: the same value, not yet read by any rule.
  var fieldInput: FieldInput {
    switch self {
    case .object(let members): .members(members.map { FieldMember($0.name, $0.value.fieldInput) })
    case .array(let elements): .list(elements.map(\.fieldInput))
    case .string(let text): .text(text)
    case .number(let text): .number(text)
    case .bool(let value): .boolean(value)
    case .null: .null
    }
  }

  /// A form input written back as JSON (a flag's text as a string).
  init(_ input: FieldInput) {
    switch input {
    case .typed(let text), .text(let text): self = .string(text)
    case .number(let text): self = .number(text)
    case .boolean(let value): self = .bool(value)
    case .list(let elements): self = .array(elements.map(JSONTree.init))
    case .members(let members): self = .object(members.map { Member(name: $0.name, value: JSONTree($0.value)) })
    case .null: self = .null
    }
  }

  /// A value built for output, with numbers in the writer's shortest exact text.
  init(_ value: JSONValue) {
    switch value {
    case .integer(let integer): self = .number(String(integer))
    case .number(let number): self = number.isFinite ? .number(NumberText.exact(number)) : .null
    case .decimalDigits(let digits): self = .number(digits)
    case .bool(let flag): self = .bool(flag)
    case .null: self = .null
    case .string(let text): self = .string(text)
    case .array(let elements): self = .array(elements.map(JSONTree.init))
    case .object(let members): self = .object(members.map { Member(name: $0.0, value: JSONTree($0.1)) })
    }
  }

  /// `patch` applied to `target` as RFC 7396 says: an object patch merges member by member
  /// (`null` removes one), anything else replaces. Nil when the result is to remove the member.
  static func merging(_ patch: JSONTree, into target: JSONTree?) -> JSONTree? {
    guard case .object(let changes) = patch else { return patch == .null ? nil : patch }
    var members: [Member] = if case .object(let existing)? = target { existing } else { [] }
    for change in changes {
      members.set(change.name, to: merging(change.value, into: members.first { $0.name == change.name }?.value))
    }
    return .object(members)
  }

  /// The value as compact JSON text.
  var compactBytes: [UInt8] {
    var bytes: [UInt8] = []
    JSONStyle.compact.write(self, indent: [], into: &bytes)
    return bytes
  }

  /// A number written as a whole number (`195`), as an integer.
  var integer: Int? {
    guard case .number(let text) = self else { return nil }
    return Int(text)
  }

  func member(_ name: String) -> JSONTree? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.name == name }?.value
  }
}

extension [JSONTree.Member] {
  /// Sets the member `name` to `value` where it stands (appended when new); nil removes it.
  mutating func set(_ name: String, to value: JSONTree?) {
    let index = firstIndex { $0.name == name }
    switch (index, value) {
    case (let index?, let value?): self[index] = JSONTree.Member(name: name, value: value)
    case (let index?, nil): remove(at: index)
    case (nil, let value?): append(JSONTree.Member(name: name, value: value))
    case (nil, nil): break
    }
  }
}
