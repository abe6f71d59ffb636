import DomainEntities

/// The list use case's input boundary: what a presenter may ask of it.
@MainActor
public protocol ProductListInteractorInput: AnyObject {
  func loadProducts(_ request: ProductListRequest) async
  /// The same list, asked for and reported in pages of at most `batchSize` products (an export
  /// of a large catalog never holds it all); stops early when the task is cancelled.
  func loadProducts(_ request: ProductListRequest, inBatchesOf batchSize: Int) async
}

/// The list use case: validate the request, ask the repository for one page, report the result.
@MainActor
public final class ProductListInteractor: ProductListInteractorInput {
  /// Weak: the presenter owns this interactor, so a strong reference back would be a cycle.
  public weak var output: (any ProductListInteractorOutput)?
  private let repository: any ProductRepository
  private let pricing: PriceQuoter?
  private let validator = CatalogRequestValidator()

  /// `pricing`: how a request's `currency` becomes converted prices; without it, a request
  /// that names a currency is answered with a failure rather than with dollars.
  public init(repository: any ProductRepository, pricing: PriceQuoter? = nil) {
    (self.repository, self.pricing) = (repository, pricing)
  }

  public func loadProducts(_ request: ProductListRequest) async {
    guard let query = validated(request), case .success(let conversion) = await priced(request) else { return }
    await load(query, conversion: conversion)
  }

  public func loadProducts(_ request: ProductListRequest, inBatchesOf batchSize: Int) async {
    guard let query = validated(request), case .success(let conversion) = await priced(request) else { return }
    let batchSize = max(1, batchSize)
    guard query.limit == 0 || query.limit > batchSize else {
      await load(query, conversion: conversion)
      return
    }
    var skip = query.skip
    var remaining = query.limit == 0 ? CatalogQuery.maximumCount : query.limit
    while remaining > 0, !Task.isCancelled {
      let batch = CatalogQuery(
        searchText: query.searchText, category: query.category, sort: query.sort, limit: min(remaining, batchSize),
        skip: skip, fields: query.fields)
      guard let page = await load(batch, conversion: conversion) else { return }
      skip += page.products.count
      remaining -= page.products.count
      if !page.hasMore || page.products.isEmpty { return }
    }
  }

  private func validated(_ request: ProductListRequest) -> CatalogQuery? {
    do {
      return try validator.query(from: request)
    } catch {
      output?.presentInvalidRequest(error)
      return nil
    }
  }

  /// The conversion the request asks for, before any product is read (a currency typo should
  /// not wait for a large catalog); a failure has been reported.
  private func priced(_ request: ProductListRequest) async -> Result<PriceConversion?, PricingFailure> {
    guard let currency = request.currency else { return .success(nil) }
    do {
      return .success(try await PriceQuoter.conversion(by: pricing, to: currency))
    } catch {
      output?.presentPricingFailure(error)
      return .failure(error)
    }
  }

  /// Asks for one page and reports it; nil when it failed (and the failure was reported).
  @discardableResult
  private func load(_ query: CatalogQuery, conversion: PriceConversion?) async -> ProductPage? {
    do {
      let page = try await repository.products(matching: query)
      let known = try await knownCategoriesIfUnknown(query.category, page: page)
      output?.presentProducts(
        ProductListResponse(query: query, page: page, knownCategoriesWhenUnknown: known, conversion: conversion))
      return page
    } catch {
      output?.presentSourceFailure(error)
      return nil
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
