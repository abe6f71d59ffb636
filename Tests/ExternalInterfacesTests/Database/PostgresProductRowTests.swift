import BusinessLogic
import DomainEntities
import Testing

@testable import ExternalInterfaces

/// A row's columns are the catalog's rules applied in Swift, and its COPY line escapes what the
/// text format would otherwise read as structure.
@Suite struct PostgresProductRowTests {
  static let product = Product(
    id: ProductID(7), title: "Cre\u{300}me\tbru\u{302}le\u{301}e", description: "Line one\nLine TWO \\ end",
    category: CategorySlug("Öko-Waren"), price: Money(9.99), discount: Discount(percentage: 5.5), stock: 3)

  @Test func theColumnsAreTheRulesOwnForms() {
    let values = PostgresProductRow(product: Self.product, document: Array("{}".utf8)).values
    let columns = Dictionary(uniqueKeysWithValues: zip(PostgresProductRow.columns, values))
    #expect(columns["category_match"] == "öko-waren")
    #expect(columns["title_key"] == "Crème\tbrûlée", "NFC: the order Swift compares in")
    #expect(columns["title_folded"] == String(decoding: ProductSearch.folded(Self.product.title), as: UTF8.self))
    #expect(columns["description_folded"] == "line one\nline two \\ end")
    #expect(columns["rating"] == .some(nil) && columns["brand_key"] == .some(nil))
    #expect(columns["price"] == "9.99" && columns["discount"] == "5.5" && columns["stock"] == "3")
  }

  @Test func aCopyLineEscapesTabsNewlinesAndBackslashes() {
    let line = PostgresProductRow.copyLine(position: 4, ["a\tb", nil, "c\nd\\e\rf"])
    #expect(String(decoding: line, as: UTF8.self) == "4\ta\\tb\t\\N\tc\\nd\\\\e\\rf\n")
  }
}
