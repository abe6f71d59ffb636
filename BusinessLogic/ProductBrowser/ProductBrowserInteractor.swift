import DomainEntities

/// The browse use case: the same validation and the same repository port as the list, asked
/// page by page.
@MainActor
public final class ProductBrowserInteractor: ProductBrowserBusinessLogic {
  /// Weak: the presenter owns this interactor.
  public weak var output: (any ProductBrowserInteractorOutput)?
  private let repository: any ProductRepository
  private let pricing: PriceQuoter?
  private let validator = CatalogRequestValidator()

  public init(repository: any ProductRepository, pricing: PriceQuoter? = nil) {
    self.repository = repository
    self.pricing = pricing
  }

  public func loadPrices(in currency: String) async {
    do {
      output?.presentPrices(try await PriceQuoter.conversion(by: pricing, to: currency))
    } catch {
      output?.presentPricingFailure(error)
    }
  }

  public func begin(with request: ProductListRequest) {
    do {
      output?.presentStart(try validator.query(from: request))
    } catch {
      output?.presentInvalidRequest(error)
    }
  }

  /// A load whose task is cancelled (its filter was typed over) reports nothing: nobody waits
  /// for its answer, right or wrong.
  public func loadPage(_ query: CatalogQuery) async {
    guard !Task.isCancelled else { return }
    do {
      let page = try await repository.products(matching: query)
      guard !Task.isCancelled else { return }
      output?.presentPage(page, for: query)
    } catch {
      guard !Task.isCancelled else { return }
      output?.presentPageFailure(error, for: query)
    }
  }
}
