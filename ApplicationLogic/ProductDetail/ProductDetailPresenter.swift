import BusinessLogic
import DomainEntities

/// Formats one product for reading: every field of the catalog, the discounted price, the
/// reviews; or the same facts as exact records for programs.
@MainActor
public final class ProductDetailPresenter: ProductDetailPresenterInput, ProductDetailInteractorOutput {
  public weak var view: (any ProductDetailView)?
  private let interactor: any ProductDetailBusinessLogic
  private let request: ProductDetailRequest
  private var layout: DetailLayout
  private var shownProduct: Product?
  private let errors: ErrorPresentation

  public init(
    interactor: any ProductDetailBusinessLogic,
    request: ProductDetailRequest,
    layout: DetailLayout,
    vocabulary: any InterfaceVocabulary
  ) {
    self.interactor = interactor
    self.request = request
    self.layout = layout
    self.errors = ErrorPresentation(vocabulary: vocabulary)
  }

  public func viewIsReady() async {
    await interactor.loadProduct(request)
  }

  public func viewDidResize(to layout: DetailLayout) {
    self.layout = layout
    if let shownProduct { presentProduct(shownProduct) }
  }

  public func presentProduct(_ product: Product) {
    shownProduct = product
    switch layout {
    case .readable(let width):
      view?.displayProduct(.readable(lines: ProductDetailPage(product: product, width: width).lines()))
    case .records:
      view?.displayProduct(.records(ProductDetailRecords(product: product).records()))
    }
  }

  public func presentInvalidRequest(_ error: RequestValidationError) {
    view?.displayError(errors.viewModel(for: error))
  }

  public func presentSourceFailure(_ error: CatalogSourceError) {
    view?.displayError(errors.viewModel(for: error))
  }
}
