import DomainEntities
import Testing

@Suite struct CatalogQueryTests {
  @Test func defaultsToTheFirstThirtyInCatalogOrder() {
    let query = CatalogQuery()
    #expect(query.limit == 30)
    #expect(query.skip == 0)
    #expect(query.sort == nil)
    #expect(query.searchText == nil)
  }

  @Test func negativeLimitsAndSkipsCannotBeBuilt() {
    let query = CatalogQuery(limit: -4, skip: -1)
    #expect(query.limit == 0)
    #expect(query.skip == 0)
  }

  @Test func sortOrderFlips() {
    #expect(SortOrder.ascending.flipped == .descending)
    #expect(SortOrder.descending.flipped == .ascending)
  }
}
