/// What a field's value must be, as a fact a presenter can put into words.
public enum FieldExpectation: Hashable, Sendable {
  /// The field cannot be left out or removed.
  case required
  /// Text with something other than white space.
  case notBlank
  /// A value of another JSON kind was given.
  case kind(FieldKind)
  /// A finite number from `minimum`, up to `maximum` when there is one.
  case number(minimum: Double, maximum: Double?)
  /// At most this many digits after the decimal point.
  case decimals(atMost: Int)
  case wholeNumber(minimum: Int)
  /// Lowercase letters, digits and `-`.
  case slug
  /// A list whose entries are all non-empty text.
  case noEmptyEntries
  /// The id of a stored product never changes.
  case unchangeable
  /// `WIDTHxHEIGHTxDEPTH`, three numbers of 0 or more.
  case dimensions
  /// An object member that the field's object does not have.
  case memberOf([String])
}

/// The kinds of value a field can hold.
public enum FieldKind: Hashable, Sendable {
  case text, number, list, object
}
