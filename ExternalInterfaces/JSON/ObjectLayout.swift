/// Where each member of one JSON object lies in its text, and the layout the text uses, so an
/// edit can rewrite only the members it changes and copy every other byte as it was: member
/// order, number text, white space, unknown members, all kept.
struct ObjectLayout {
  struct MemberSpan {
    let name: String
    /// The member's opening quote.
    let start: Int
    /// Just after the name's closing quote.
    let nameEnd: Int
    let valueStart: Int
    let valueEnd: Int
  }

  /// The `{` and the `}`.
  let open: Int
  let close: Int
  let members: [MemberSpan]

  /// Reads the object that starts at `offset` (white space before it allowed) of `bytes`.
  init(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) throws(JSONReadError) {
    var reader = JSONReader(bytes: bytes, resumingAt: offset, depth: 0)
    guard try reader.peekKind() == .object, let base = bytes.baseAddress else {
      throw reader.shape("an object")
    }
    open = reader.offset
    var spans: [MemberSpan] = []
    try reader.readObject { key, reader throws(JSONReadError) in
      let start = (key.bytes.baseAddress.map { $0 - base } ?? 0) - 1
      // The reader stands just after the `:`; the name ends at the quote before it.
      let nameEnd = JSONText.skippingSpace(in: bytes, backwardFrom: reader.offset - 1)
      _ = try reader.peekKind()
      let valueStart = reader.offset
      try reader.skipValue()
      spans.append(
        MemberSpan(name: key.string, start: start, nameEnd: nameEnd, valueStart: valueStart, valueEnd: reader.offset))
    }
    close = reader.offset - 1
    members = spans
  }

  /// The value of the member `name`, read whole; nil when there is none (or it does not parse).
  func value(of name: String, in bytes: UnsafeBufferPointer<UInt8>) -> JSONTree? {
    guard let span = members.first(where: { $0.name == name }) else { return nil }
    return try? JSONTree.parse(UnsafeBufferPointer(rebasing: bytes[span.valueStart..<span.valueEnd]))
  }

  /// The text of the object with `changes` made: a member named there gets the new value in
  /// place, or is dropped when the value is nil; names it does not have are added at the end.
  /// Everything else is copied byte for byte.
  func rewritten(_ bytes: UnsafeBufferPointer<UInt8>, changing changes: [(name: String, value: JSONTree?)]) -> [UInt8] {
    let style = self.style(in: bytes)
    var entries: [(original: Int?, text: [UInt8])] = []
    for (index, member) in members.enumerated() {
      guard let change = changes.first(where: { $0.name == member.name }) else {
        entries.append((index, Array(bytes[member.start..<member.valueEnd])))
        continue
      }
      guard let value = change.value else { continue }
      var text = Array(bytes[member.start..<member.valueStart])
      // A value written on one line (`"tags": ["a", "b"]`) stays on one line.
      let json = JSONStyle.oneLine(of: bytes[member.valueStart..<member.valueEnd]) ?? style.json
      json.write(value, indent: style.memberIndent, into: &text)
      entries.append((index, text))
    }
    for change in changes where !members.contains(where: { $0.name == change.name }) {
      guard let value = change.value else { continue }
      entries.append((nil, style.member(change.name, value)))
    }
    guard let first = members.first, let last = members.last, !entries.isEmpty else {
      return entries.isEmpty ? Array("{}".utf8) : style.object(entries.map(\.text))
    }
    var output = Array(bytes[open..<first.start])
    for (position, entry) in entries.enumerated() {
      if position > 0 {
        let previous = entries[position - 1].original
        if let previous, let current = entry.original, current == previous + 1 {
          output += bytes[members[previous].valueEnd..<members[current].start]
        } else {
          output += style.separator
        }
      }
      output += entry.text
    }
    output += bytes[last.valueEnd...close]
    return output
  }

  /// The layout this object's text uses, for members written into it or objects written beside it.
  func style(in bytes: UnsafeBufferPointer<UInt8>) -> ObjectStyle {
    guard let first = members.first, let last = members.last else { return ObjectStyle(json: .indented, indent: []) }
    let separator =
      members.count > 1
      ? Array(bytes[first.valueEnd..<members[1].start]) : [UInt8(ascii: ",")] + bytes[(open + 1)..<first.start]
    let nameSeparator = Array(bytes[first.nameEnd..<first.valueStart])
    guard let newline = separator.lastIndex(of: UInt8(ascii: "\n")) else {
      let json = JSONStyle(indentUnit: nil, nameSeparator: nameSeparator, inlineSpace: Array(separator.dropFirst()))
      return ObjectStyle(
        json: json, indent: [], prefix: Array(bytes[(open + 1)..<first.start]), separator: separator,
        suffix: Array(bytes[last.valueEnd..<close]))
    }
    let memberIndent = Array(separator[(newline + 1)...])
    let closing = bytes[last.valueEnd..<close]
    let closingIndent = closing.lastIndex(of: UInt8(ascii: "\n")).map { Array(closing[($0 + 1)...]) } ?? []
    let unit =
      memberIndent.count > closingIndent.count && memberIndent.starts(with: closingIndent)
      ? Array(memberIndent.dropFirst(closingIndent.count)) : Array("  ".utf8)
    let json = JSONStyle(indentUnit: unit, nameSeparator: nameSeparator, inlineSpace: [])
    return ObjectStyle(
      json: json, indent: closingIndent, prefix: Array(bytes[(open + 1)..<first.start]), separator: separator,
      suffix: Array(closing))
  }
}

/// The layout of an object's text: what comes after `{`, between members and before `}`, and
/// how values are written inside it.
struct ObjectStyle {
  let json: JSONStyle
  /// The indentation of the object's own first line (its closing brace's).
  let indent: [UInt8]
  let prefix: [UInt8]
  let separator: [UInt8]
  let suffix: [UInt8]

  init(json: JSONStyle, indent: [UInt8], prefix: [UInt8]? = nil, separator: [UInt8]? = nil, suffix: [UInt8]? = nil) {
    self.json = json
    self.indent = indent
    let memberIndent = indent + (json.indentUnit ?? [])
    let newline: [UInt8] = json.indentUnit == nil ? [] : [UInt8(ascii: "\n")]
    self.prefix = prefix ?? newline + memberIndent
    self.separator =
      separator ?? [UInt8(ascii: ",")] + (json.indentUnit == nil ? json.inlineSpace : newline + memberIndent)
    self.suffix = suffix ?? newline + indent
  }

  var memberIndent: [UInt8] { indent + (json.indentUnit ?? []) }

  func member(_ name: String, _ value: JSONTree) -> [UInt8] {
    var text: [UInt8] = []
    JSONWriter().writeString(name, into: &text)
    text += json.nameSeparator
    json.write(value, indent: memberIndent, into: &text)
    return text
  }

  /// A whole object of these members, in this layout.
  func object(_ members: [[UInt8]]) -> [UInt8] {
    guard !members.isEmpty else { return Array("{}".utf8) }
    var text = [UInt8(ascii: "{")] + prefix
    for (index, member) in members.enumerated() {
      if index > 0 { text += separator }
      text += member
    }
    return text + suffix + [UInt8(ascii: "}")]
  }
}
