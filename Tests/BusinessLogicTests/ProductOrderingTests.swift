import BusinessLogic
import DomainEntities
import Testing

@Suite struct ProductOrderingTests {
  private func ids(_ field: ProductSortField, _ order: SortOrder) -> [Int] {
    ProductOrdering(ProductSort(field: field, order: order)).sortedPositions(Seeds.all).map {
      Seeds.all[$0].id.rawValue
    }
  }

  @Test func sortsByPriceBothWays() {
    #expect(ids(.price, .ascending) == [4, 1, 3, 2, 5])
    #expect(ids(.price, .descending) == [5, 2, 3, 1, 4])
  }

  @Test func tiesKeepCatalogOrderInBothDirections() {
    // iPhone (2) and sofa (5) share rating 3.41 and stock 60.
    #expect(ids(.rating, .ascending) == [1, 2, 5, 4, 3])
    #expect(ids(.rating, .descending) == [3, 4, 2, 5, 1])
    #expect(ids(.stock, .descending) == [1, 2, 5, 3, 4])
  }

  @Test func titlesCompareByCodePoint() {
    // Upper case before lower case: "iPhone 6" sorts after every capitalised title.
    #expect(ids(.title, .ascending) == [5, 4, 1, 3, 2])
  }

  @Test func missingBrandsComeLastInBothDirections() {
    #expect(ids(.brand, .ascending) == [3, 5, 2, 1, 4])
    #expect(ids(.brand, .descending) == [1, 2, 5, 3, 4])
  }

  @Test func missingRatingsComeLast() {
    let unrated = Product(id: ProductID(6), title: "Unrated", price: Money(1))
    let products = [unrated] + Seeds.all
    let sorted = ProductOrdering(ProductSort(field: .rating, order: .descending)).sortedPositions(products).map {
      products[$0]
    }
    #expect(sorted.last?.id == ProductID(6))
  }

  @Test func sortsByCategoryAndDiscountAndID() {
    #expect(ids(.category, .ascending) == [1, 5, 4, 3, 2])
    #expect(ids(.discountPercentage, .descending) == [2, 1, 3, 4, 5])
    #expect(ids(.id, .descending) == [5, 4, 3, 2, 1])
  }
}
