import BusinessLogic
import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

/// The index sorts its columns without making products (`CatalogIndex.sorted`); every order must
/// be the one BusinessLogic's `ProductOrdering` gives the products themselves: ties in catalog
/// order both ways, products without a value last both ways, text by code point.
@Suite struct CatalogIndexOrderTests {
  /// Generated products, with ties, products without a brand, a rating or a stock, and
  /// non-ASCII and differently composed titles.
  static let index = CatalogIndex(products: products, ranges: products.indices.map { $0..<($0 + 1) })

  static let products: [Product] = {
    let data =
      (try? FastPathAgreementTests.generated(1_200) { position in
        switch position % 9 {
        case 0: ["brand": NSNull(), "rating": NSNull(), "stock": NSNull()]
        case 1: ["title": "Émincé \(position % 4)", "price": 9.99]
        case 2: ["title": "E\u{301}mince\u{301} \(position % 4)", "price": 9.99, "discountPercentage": 0]
        case 3: ["category": "zz-\(position % 3)", "rating": 4.5]
        default: nil
        }
      }) ?? Data()
    return (try? JSONDecoder().decode([ProductDTO].self, from: data))?.map { $0.toDomain() } ?? []
  }()

  static let sorts = ProductSortField.allCases.flatMap { field in
    [ProductSort(field: field, order: .ascending), ProductSort(field: field, order: .descending)]
  }

  @Test func theGeneratedCatalogHasWhatTheRuleTreatsApart() {
    let products = Self.index.ids.indices.map { Self.index.product(at: $0) }
    #expect(products.count == 1_200)
    #expect(products.contains { $0.brand == nil } && products.contains { $0.rating == nil })
    #expect(products.contains { $0.stock == nil } && products.contains { $0.title.hasPrefix("É") })
    #expect(Set(products.map(\.price)).count < products.count, "ties")
  }

  @Test(arguments: sorts)
  func everyOrderIsTheRulesOrder(sort: ProductSort) {
    let index = Self.index
    let all = Array(index.ids.indices)
    let expected = ProductOrdering(sort).sortedPositions(all.map { index.product(at: $0) })
    #expect(index.sorted(all, by: sort) == expected)
    // A subset, as a search leaves: its order is the rule's over those products alone.
    let subset = all.filter { $0 % 7 == 3 || $0 % 11 == 0 }
    let subsetExpected = ProductOrdering(sort).sortedPositions(subset.map { index.product(at: $0) }).map { subset[$0] }
    #expect(index.sorted(subset, by: sort) == subsetExpected)
  }
}
