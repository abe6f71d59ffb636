/// The converter's input boundary.
@MainActor
public protocol ConvertCurrencyBusinessLogic: AnyObject {
  func convert(_ request: ConvertCurrencyRequest) async
}
