import DomainEntities

/// The list use case: validate the request, ask the repository for one page, report the result.
@MainActor
public final class ProductListInteractor: ProductListBusinessLogic {
  /// Weak: the presenter owns this interactor, so a strong reference back would be a cycle.
  public weak var output: (any ProductListInteractorOutput)?
  private let repository: any ProductRepository
  private let validator = CatalogRequestValidator()

  public init(repository: any ProductRepository) {
    self.repository = repository
  }

  public func loadProducts(_ request: ProductListRequest) async {
    let query: CatalogQuery
    do {
      query = try validator.query(from: request)
    } catch {
      output?.presentInvalidRequest(error)
      return
    }
    do {
      let page = try await repository.products(matching: query)
      let known = try await knownCategoriesIfUnknown(query.category, page: page)
      output?.presentProducts(ProductListResponse(query: query, page: page, knownCategoriesWhenUnknown: known))
    } catch {
      output?.presentSourceFailure(error)
    }
  }

  /// An empty page for a category is either a real answer or a typo; only the second needs the
  /// category list, so it is fetched only then.
  private func knownCategoriesIfUnknown(
    _ category: CategorySlug?, page: ProductPage
  ) async throws(CatalogSourceError) -> [Category]? {
    guard let category, page.total == 0 else { return nil }
    let categories = try await repository.categories()
    return categories.contains { $0.slug.matches(category) } ? nil : categories
  }
}
