/// A value as a person or a document gave it, before any rule has read it: a flag's text, or a
/// JSON value kept in its own form (a number as written, so `9.999` can be refused for its third
/// decimal rather than rounded). Interfaces translate what they receive into this and nothing
/// more; `ProductFormValidator` decides what it means for each field.
public indirect enum FieldInput: Hashable, Sendable {
  /// Typed on a command line: read by the field's type (`--price 9.99`, `--tags a,b`).
  case typed(String)
  case text(String)
  /// A number exactly as written (`9.99`, `1e2`).
  case number(String)
  case boolean(Bool)
  case list([FieldInput])
  case members([FieldMember])
  /// Remove the field (a merge patch's `null`).
  case null
}

/// One named member of a form or of an object-valued input, in the order given.
public struct FieldMember: Hashable, Sendable {
  public let name: String
  public let value: FieldInput

  public init(_ name: String, _ value: FieldInput) {
    (self.name, self.value) = (name, value)
  }
}
