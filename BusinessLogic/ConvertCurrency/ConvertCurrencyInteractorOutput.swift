/// The converter's output boundary.
@MainActor
public protocol ConvertCurrencyInteractorOutput: AnyObject {
  func presentConversion(_ response: ConvertCurrencyResponse)
  /// The amount is not a plain decimal number.
  func presentInvalidAmount(_ text: String)
  func presentPricingFailure(_ failure: PricingFailure)
}
