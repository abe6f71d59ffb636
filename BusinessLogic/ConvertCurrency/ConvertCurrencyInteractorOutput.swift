import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The converter's output boundary.
@MainActor
public protocol ConvertCurrencyInteractorOutput: AnyObject {
  func presentConversion(_ response: ConvertCurrencyResponse)
  /// The amount is not a plain decimal number.
  func presentInvalidAmount(_ text: String)
  func presentPricingFailure(_ failure: PricingFailure)
}

/// One conversion: the amount as given, the result rounded once to the target's minor units,
/// and the rates it was made with.
public struct ConvertCurrencyResponse: Hashable, Sendable {
  public let amount: Decimal
  public let from: CurrencyCode
  public let result: CurrencyAmount
  /// Units of the target per unit of the source, unrounded.
  public let rate: Decimal
  public let answer: RatesAnswer

  public init(amount: Decimal, from: CurrencyCode, result: CurrencyAmount, rate: Decimal, answer: RatesAnswer) {
    (self.amount, self.from, self.result, self.rate, self.answer) = (amount, from, result, rate, answer)
  }
}
