import BusinessLogic
import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

/// A page whose reader shows only what the index keeps is made from the index alone (D105):
/// its products, kept to the fields asked for, are the whole page's products kept to them.
@Suite struct ListingFromIndexTests {
  /// What a table in a pipe shows (`ProductListPresenter.fields(shownBy: .exact)`).
  static let listing: ProductFieldSet = [.title, .brand, .category, .price, .rating, .stock]

  static func asking(_ query: CatalogQuery, for fields: ProductFieldSet) -> CatalogQuery {
    CatalogQuery(
      searchText: query.searchText, category: query.category, sort: query.sort, limit: query.limit,
      skip: query.skip, fields: fields)
  }

  @Test func aListingIsTheWholePageKeptToItsFieldsAndReadsNoProduct() async throws {
    let fixture = try CatalogIndexStoreTests.Fixture()
    defer { fixture.remove() }
    let products = try JSONDecoder().decode([ProductDTO].self, from: fixture.data).map { $0.toDomain() }
    _ = try await FileCatalogRepository(path: fixture.path, indexStore: fixture.store).categories()
    #expect(FileManager.default.fileExists(atPath: fixture.store.location(for: fixture.path)))
    // A later command, as `catalog list` in a pipe runs: the index from the store.
    let later = FileCatalogRepository(path: fixture.path, indexStore: fixture.nextCommandsStore)
    for query in CatalogIndexTests.session {
      let whole = ProductQueryEvaluator().evaluate(query, over: products)
      let page = try await later.products(matching: Self.asking(query, for: Self.listing))
      #expect(page.total == whole.total && page.skip == whole.skip, "\(query)")
      #expect(page.products.map { $0.keeping(Self.listing) } == whole.products.map { $0.keeping(Self.listing) })
      // Made from the index: what it does not keep was never read.
      #expect(page.products.allSatisfy { $0.description.isEmpty }, "\(query)")
    }
    #expect(products.contains { !$0.description.isEmpty })
  }

  /// Reading only some of the index's columns for a product is keeping those fields of it:
  /// for every set of the fields the index keeps.
  @Test func aProductReadForSomeFieldsIsTheProductKeptToThem() throws {
    let index = CatalogIndexOrderTests.index
    let flags = (0..<11).map { ProductFieldSet(rawValue: 1 << $0) }.filter { CatalogIndex.carried.contains($0) }
    #expect(flags.count == 7)
    for mask in 0..<(1 << flags.count) {
      let fields = ProductFieldSet(flags.indices.filter { mask & (1 << $0) != 0 }.map { flags[$0] })
      for position in [0, 1, index.count / 2, index.count - 1] {
        #expect(index.product(at: position, keeping: fields) == index.product(at: position).keeping(fields))
      }
    }
    #expect(index.product(at: 3).keeping(CatalogIndex.carried) == index.product(at: 3))
  }

  /// A page that shows more than the index keeps reads its products whole, as before.
  @Test(arguments: [ProductFieldSet.all, [.title, .description], [.price, .thumbnail], [.stock, .availability]])
  func aPageShowingMoreReadsTheWholeProducts(fields: ProductFieldSet) async throws {
    let fixture = try CatalogIndexStoreTests.Fixture()
    defer { fixture.remove() }
    let products = try JSONDecoder().decode([ProductDTO].self, from: fixture.data).map { $0.toDomain() }
    _ = try await FileCatalogRepository(path: fixture.path, indexStore: fixture.store).categories()
    let later = FileCatalogRepository(path: fixture.path, indexStore: fixture.nextCommandsStore)
    let query = CatalogQuery(category: CategorySlug("smartphones"), sort: ProductSort(field: .rating), limit: 10)
    let page = try await later.products(matching: Self.asking(query, for: fields))
    #expect(page == ProductQueryEvaluator().evaluate(query, over: products))
  }
}
