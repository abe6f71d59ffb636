/// What the currencies view may ask of its presenter.
@MainActor
public protocol ListCurrenciesPresenterInput: AnyObject {
  func viewIsReady() async
}
