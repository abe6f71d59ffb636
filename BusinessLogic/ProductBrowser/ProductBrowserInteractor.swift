import DomainEntities

/// The browse use case's input boundary: check the query the browser starts with, then load
/// its pages one at a time, in whatever order the user scrolls to them.
@MainActor
public protocol ProductBrowserInteractorInput: AnyObject {
  func begin(with request: ProductListRequest)
  /// Prices in `currency` (as typed) for the whole session: asked once, before the first page.
  func loadPrices(in currency: String) async
  func loadPage(_ query: CatalogQuery) async
}

/// The browse use case: the same validation and the same repository port as the list, asked
/// page by page.
@MainActor
public final class ProductBrowserInteractor: ProductBrowserInteractorInput {
  /// Weak: the presenter owns this interactor.
  public weak var output: (any ProductBrowserInteractorOutput)?
  private let repository: any ProductRepository
  private let pricing: PriceQuoter?
  private let validator = CatalogRequestValidator()
  /// Whether a page was asked for yet: only the session's first may be shown early.
  private var hasLoaded = false

  public init(repository: any ProductRepository, pricing: PriceQuoter? = nil) {
    (self.repository, self.pricing) = (repository, pricing)
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
  /// for its answer, right or wrong. The session's first page, when it is the catalog's own
  /// order from the top, is shown as soon as the source has its first products (a large file
  /// is read whole before the count is known).
  public func loadPage(_ query: CatalogQuery) async {
    guard !Task.isCancelled else { return }
    let isFirst = !hasLoaded
    hasLoaded = true
    if isFirst, query.isCatalogOrderFromTheTop, query.limit > 0,
      let leading = await repository.leadingProducts(limit: query.limit), !leading.isEmpty, !Task.isCancelled
    {
      output?.presentLeading(leading, for: query)
    }
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

extension CatalogQuery {
  /// Whether this query's page is the catalog's first products as they come: no filter, no
  /// order, from the top.
  fileprivate var isCatalogOrderFromTheTop: Bool {
    searchText == nil && category == nil && sort == nil && skip == 0
  }
}
