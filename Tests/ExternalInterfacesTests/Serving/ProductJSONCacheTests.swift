import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

/// Products written once are served from the cache only while they stay as they were.
struct ProductJSONCacheTests {
  @Test func aChangedProductIsWrittenAgainNeverServedStale() throws {
    let cache = ProductJSONCache(capacity: 3)
    let lamp = Product(id: ProductID(1), title: "Lamp", category: CategorySlug("lighting"), price: Money(10))
    #expect(cache.bytes(of: lamp) == APIProductJSON.bytes(lamp))
    let dearer = Product(id: ProductID(1), title: "Lamp", category: CategorySlug("lighting"), price: Money(12))
    let written = try #require(
      try JSONSerialization.jsonObject(with: Data(cache.bytes(of: dearer))) as? [String: Any])
    #expect(written["price"] as? Double == 12)
    // Past its capacity it starts again, and still answers right.
    for id in 2...5 {
      let other = Product(id: ProductID(id), title: "P\(id)", category: CategorySlug("a"), price: Money(1))
      #expect(cache.bytes(of: other) == APIProductJSON.bytes(other))
    }
    #expect(cache.bytes(of: dearer) == APIProductJSON.bytes(dearer))
  }

  @Test func aPageIsWrittenAgainWhenAnyOfItsProductsChanged() throws {
    let cache = ProductJSONCache()
    let lamp = Product(id: ProductID(1), title: "Lamp", category: CategorySlug("lighting"), price: Money(10))
    let desk = Product(id: ProductID(2), title: "Desk", category: CategorySlug("furniture"), price: Money(90))
    let page = ProductPage(products: [lamp, desk], total: 2, skip: 0)
    let written = cache.page(page, select: nil)
    #expect(written == APIProductJSON.page(page, select: nil, cache: ProductJSONCache()))
    #expect(cache.page(page, select: nil) == written)
    let renamed = Product(
      id: ProductID(2), title: "Standing desk", category: CategorySlug("furniture"), price: Money(90))
    let changed = ProductPage(products: [lamp, renamed], total: 2, skip: 0)
    let rewritten = String(decoding: cache.page(changed, select: nil), as: UTF8.self)
    #expect(rewritten.contains("Standing desk"))
    #expect(cache.page(page, select: ["title"]) != written, "a selection is a page of its own")
  }

  /// Pages of 10,000 products (16 MB each) were kept, 1,250 of them at most: a client asking
  /// for page after large page filled the server's memory. Only small pages are kept now, and
  /// within a bound together.
  @Test func largePagesAreNotKeptAndSmallOnesWithinABound() {
    let cache = ProductJSONCache()
    let products = (1...400).map {
      Product(
        id: ProductID($0), title: String(repeating: "t", count: 900), category: CategorySlug("a"), price: Money(1))
    }
    let large = ProductPage(products: products, total: 400, skip: 0)
    #expect(cache.page(large, select: nil) == APIProductJSON.page(large, select: nil, cache: ProductJSONCache()))
    #expect(cache.keptPageBytes == 0, "a page over \(ProductJSONCache.largestPage) bytes was kept")
    for skip in 0..<2_000 {
      let small = ProductPage(products: Array(products[skip % 390..<skip % 390 + 10]), total: 400, skip: skip)
      _ = cache.page(small, select: nil)
      #expect(cache.keptPageBytes <= ProductJSONCache.pageBytes)
    }
    #expect(cache.keptPageBytes > 0, "no small page was kept")
  }
}
