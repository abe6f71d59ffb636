/// `catalog convert AMOUNT FROM [TO]` as typed; `to` is already the default when it was left out.
public struct ConvertCurrencyRequest: Hashable, Sendable {
  public let amount: String
  public let from: String
  public let to: String

  public init(amount: String, from: String, to: String) {
    (self.amount, self.from, self.to) = (amount, from, to)
  }
}
