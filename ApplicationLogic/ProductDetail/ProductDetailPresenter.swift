import BusinessLogic
import DomainEntities

/// What the product-detail view reports to its presenter.
@MainActor
public protocol ProductDetailPresenterInput: AnyObject {
  func viewIsReady() async
  /// The screen changed size: lay the product out again, without loading it again.
  func viewDidResize(to layout: DetailLayout)
}

/// Formats one product for reading: every field of the catalog, the discounted price, the
/// reviews; or the same facts as exact records for programs.
@MainActor
public final class ProductDetailPresenter: ProductDetailPresenterInput, ProductDetailInteractorOutput {
  public weak var view: (any ProductDetailView)?
  private let interactor: any ProductDetailInteractorInput
  private let request: ProductDetailRequest
  private var layout: DetailLayout
  private var shown: (product: Product, conversion: PriceConversion?)?
  private let errors: ErrorPresentation
  private let money: PriceFormatter

  public init(
    interactor: any ProductDetailInteractorInput,
    request: ProductDetailRequest,
    layout: DetailLayout,
    vocabulary: any InterfaceVocabulary,
    money: PriceFormatter = PriceFormatter()
  ) {
    self.interactor = interactor
    self.request = request
    self.layout = layout
    self.errors = ErrorPresentation(vocabulary: vocabulary)
    self.money = money
  }

  public func viewIsReady() async {
    await interactor.loadProduct(request)
  }

  public func viewDidResize(to layout: DetailLayout) {
    self.layout = layout
    if let shown { display(shown.product, conversion: shown.conversion) }
  }

  public func presentProduct(_ product: Product, conversion: PriceConversion?) {
    // Saved rates are said once, on the side, before the product.
    if shown == nil, let warning = conversion.flatMap({ errors.warning(for: $0.answer) }) {
      view?.displayError(warning)
    }
    shown = (product, conversion)
    display(product, conversion: conversion)
  }

  private func display(_ product: Product, conversion: PriceConversion?) {
    switch layout {
    case .readable(let width):
      view?.displayProduct(
        .readable(
          lines: ProductDetailPage(product: product, width: width, conversion: conversion, money: money).lines()))
    case .records:
      view?.displayProduct(.records(ProductDetailRecords(product: product, conversion: conversion).records()))
    case .sheet:
      view?.displayProduct(
        .sheet(ProductDetailPage(product: product, width: 80, conversion: conversion, money: money).sheet()))
    }
  }

  public func presentPricingFailure(_ failure: PricingFailure) {
    view?.displayError(errors.viewModel(for: failure))
  }

  public func presentInvalidRequest(_ error: RequestValidationError) {
    view?.displayError(errors.viewModel(for: error))
  }

  public func presentSourceFailure(_ error: CatalogSourceError) {
    view?.displayError(errors.viewModel(for: error))
  }
}
