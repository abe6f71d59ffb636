import DomainEntities

extension RatesDate {
  /// The day the seed rates are dated, a Friday.
  static let seed = RatesDate(year: 2024, month: 11, day: 22) ?? { preconditionFailure("2024-11-22 is a day") }()
}
