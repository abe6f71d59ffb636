import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

@MainActor
@Suite struct ProductDetailPresenterTests {
  let interactor = ProductDetailInteractorInputSpy()
  let view = ProductDetailViewSpy()

  private func makePresenter(layout: DetailLayout, id: String = "1") -> ProductDetailPresenter {
    let presenter = ProductDetailPresenter(
      interactor: interactor, request: ProductDetailRequest(productID: id), layout: layout,
      vocabulary: StubVocabulary())
    presenter.view = view
    return presenter
  }

  private var readableText: [String] {
    guard case .readable(let lines)? = view.viewModels.first else { return [] }
    return lines.map { $0.map(\.text).joined() }
  }

  @Test func loadsItsProductWhenTheViewIsReady() async {
    await makePresenter(layout: .records, id: "7").viewIsReady()
    #expect(interactor.requests == [ProductDetailRequest(productID: "7")])
  }

  @Test func aNewSizeLaysTheSameProductOutAgainWithoutLoadingIt() {
    let presenter = makePresenter(layout: .readable(width: 40))
    presenter.viewDidResize(to: .readable(width: 60))
    #expect(view.viewModels.isEmpty, "nothing to lay out before the product arrives")
    let long = Product(
      id: ProductID(9), title: "Long", description: String(repeating: "words that wrap ", count: 20), price: Money(1))
    presenter.presentProduct(long, conversion: nil)
    presenter.viewDidResize(to: .readable(width: 120))
    guard case .readable(let narrow)? = view.viewModels.first, case .readable(let wide)? = view.viewModels.last else {
      Issue.record("expected two readable pages")
      return
    }
    #expect(view.viewModels.count == 2)
    #expect(narrow.first == wide.first)
    #expect(narrow.count > wide.count)
    #expect(wide.allSatisfy { DisplayWidth.of($0.map(\.text).joined()) <= 120 })
    #expect(interactor.requests.isEmpty)
  }

  @Test func readablePageLeadsWithTitleBylineAndPrices() {
    makePresenter(layout: .readable(width: 80)).presentProduct(Seeds.mascara, conversion: nil)
    #expect(readableText.prefix(2) == ["Essence Mascara Lash Princess", "Essence · Beauty · #1"])
    #expect(readableText.contains("  Price       $9.99 → $8.94 (10.48% off)"))
    #expect(readableText.contains("  Rating      ★★★☆☆ 2.56 / 5 (0 reviews)"))
    #expect(readableText.contains("  Stock       99 · In Stock"))
    #expect(readableText.contains("  Tags        beauty, mascara"))
  }

  @Test func readablePageWrapsTheDescriptionToTheWidth() {
    var product = Seeds.mascara
    product.description = String(repeating: "word ", count: 40)
    makePresenter(layout: .readable(width: 40)).presentProduct(product, conversion: nil)
    let body = readableText.drop { $0 != "Description" }.dropFirst()
    #expect(body.count > 4)
    #expect(body.allSatisfy { DisplayWidth.of($0) <= 40 })
  }

  @Test func leavesOutWhatTheSourceDidNotSay() {
    makePresenter(layout: .readable(width: 80)).presentProduct(
      Product(id: ProductID(3), title: "Bare", price: Money(3)), conversion: nil)
    #expect(readableText == ["Bare", "#3", "", "  Price       $3.00"])
  }

  @Test func recordsAreExactKeyValuePairs() {
    makePresenter(layout: .records).presentProduct(Seeds.mascara, conversion: nil)
    guard case .records(let records)? = view.viewModels.first else {
      Issue.record("expected records")
      return
    }
    let pairs = Dictionary(records.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    #expect(records.first?.key == "id")
    #expect(pairs["price"] == "9.99")
    #expect(pairs["discountedPrice"] == "8.94")
    #expect(pairs["availabilityStatus"] == "In Stock")
    #expect(pairs["sku"] == nil)
  }

  @Test func notFoundBecomesAFailure() {
    makePresenter(layout: .records).presentSourceFailure(.productNotFound(ProductID(9), source: "s"))
    #expect(
      view.errors == [
        ErrorViewModel(
          message: "no product with id 9 at s", remedy: "browse the list", kind: .failure, cause: .notFound)
      ])
  }
}
