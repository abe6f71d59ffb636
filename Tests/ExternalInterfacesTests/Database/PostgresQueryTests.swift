import BusinessLogic
import DomainEntities
import Testing

@testable import ExternalInterfaces

/// Every value of a query reaches PostgreSQL as a parameter, never as SQL text, and the order
/// is the catalog's rule: missing values last either way, ties in catalog order.
@Suite struct PostgresQueryTests {
  @Test func valuesAreParametersNeverText() {
    let hostile = "x'; DROP TABLE products; --"
    let query = PostgresQuery.page(
      CatalogQuery(
        searchText: hostile, category: CategorySlug(hostile), sort: ProductSort(field: .price, order: .descending),
        limit: 20, skip: 40))
    #expect(!query.sql.contains("DROP") && !query.sql.contains("'x"))
    // The catalog's search rule made "--" two spaces before it became a pattern.
    #expect(query.parameters == [hostile.lowercased(), "%x'; drop table products;   %", "20", "40"])
    #expect(query.sql.contains("category_match = $1") && query.sql.contains("LIKE $2"))
    #expect(query.sql.contains("ORDER BY price DESC NULLS LAST, position LIMIT $3 OFFSET $4"))
  }

  @Test func likesOwnCharactersMatchOnlyThemselves() {
    #expect(PostgresQuery.likeEscaped(#"100%_sure\"#) == #"100\%\_sure\\"#)
    let query = PostgresQuery.page(CatalogQuery(searchText: "  A-B%  ", limit: 0))
    // The catalog's rule first (trimmed, lower-cased, hyphens as spaces), then LIKE's escapes.
    #expect(query.parameters == [#"%a b\%%"#])
  }

  @Test func everyOrderKeepsTiesInCatalogOrderAndMissingValuesLast() {
    #expect(PostgresQuery.order(nil) == "position")
    #expect(PostgresQuery.order(ProductSort(field: .id, order: .descending)) == "id DESC")
    for field in ProductSortField.allCases where field != .id {
      for order in SortOrder.allCases {
        let clause = PostgresQuery.order(ProductSort(field: field, order: order))
        #expect(clause.hasSuffix(" NULLS LAST, position"), "\(clause)")
        #expect(clause.hasPrefix(PostgresQuery.column(of: field) + (order == .ascending ? " ASC" : " DESC")))
      }
    }
    // A page of everything has no LIMIT, and a first page no OFFSET.
    let all = PostgresQuery.page(CatalogQuery(limit: 0))
    #expect(!all.sql.contains("LIMIT") && !all.sql.contains("OFFSET") && all.parameters.isEmpty)
  }

  /// Every read says first, from the same snapshot, the generation its answer is of: what
  /// decides whether an answer kept is still true.
  @Test func everyReadSaysItsGenerationFirst() {
    let reads = [
      PostgresQuery.page(CatalogQuery(searchText: "phone", category: CategorySlug("tablets"))),
      PostgresQuery.product(ProductID(7)), PostgresQuery.categories(),
    ]
    for read in reads {
      #expect(
        read.sql.hasPrefix("SELECT 'g', label || ':' || generation, NULL FROM catalog_changes UNION ALL "),
        "\(read.sql)")
    }
    #expect(PostgresQuery.product(ProductID(7)).parameters == ["7"])
  }
}
