/// What the converter's view may ask of its presenter.
@MainActor
public protocol ConvertCurrencyPresenterInput: AnyObject {
  func viewIsReady() async
}
