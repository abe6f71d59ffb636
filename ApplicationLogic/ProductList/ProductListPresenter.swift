import BusinessLogic
import DomainEntities

/// What the product-list view reports to its presenter: it is ready.
@MainActor
public protocol ProductListPresenterInput: AnyObject {
  func viewIsReady() async
}

/// Formats the list use case's results into a table. (Choosing a row is the browser's: its
/// state answers `BrowseCommand.openDetail`, and its presenter asks the list's wireframe.)
@MainActor
public final class ProductListPresenter: ProductListPresenterInput, ProductListInteractorOutput {
  /// Weak: the view owns this presenter.
  public weak var view: (any ProductListView)?
  private let interactor: any ProductListInteractorInput
  private let request: ProductListRequest
  private let table: TableLayout
  private let errors: ErrorPresentation
  private let vocabulary: any InterfaceVocabulary
  private let money: PriceFormatter
  private let ratings = RatingFormatter()

  public init(
    interactor: any ProductListInteractorInput,
    request: ProductListRequest,
    sizing: TableSizing,
    vocabulary: any InterfaceVocabulary,
    money: PriceFormatter = PriceFormatter()
  ) {
    self.interactor = interactor
    self.request = request
    self.table = TableLayout(sizing: sizing)
    self.errors = ErrorPresentation(vocabulary: vocabulary)
    self.vocabulary = vocabulary
    self.money = money
  }

  public func viewIsReady() async {
    var request = request
    request.fields = Self.fields(shownBy: table.sizing)
    await interactor.loadProducts(request)
  }

  /// What the rows show of each product (and a fitted table's stock colour and pictures): all a
  /// source must read. `row(for:conversion:)` is proven to read no more (ProductListPresenterTests).
  public static func fields(shownBy sizing: TableSizing) -> ProductFieldSet {
    let exact: ProductFieldSet = [.title, .brand, .category, .price, .rating, .stock]
    return sizing.isFitted ? exact.union([.availability, .thumbnail]) : exact
  }

  public func presentProducts(_ response: ProductListResponse) {
    let products = response.page.products
    let conversion = response.conversion
    let rows = products.map { row(for: $0, conversion: conversion) }
    var columns = ProductListPresenter.columns
    // Programs get the converted amount as a plain number, and its currency beside it.
    if conversion != nil, !table.sizing.isFitted, let price = columns.firstIndex(where: { $0.key == "price" }) {
      columns.insert(TableColumn(key: "currency", title: "CURRENCY"), at: price + 1)
    }
    view?.displayProducts(
      ProductListViewModel(
        table: table.layout(columns: columns, rows: rows),
        productIDs: products.map(\.id),
        // Pictures are a fitted view's (a web page's); a table for programs shows none.
        thumbnails: table.sizing.isFitted ? products.map(\.thumbnail) : [],
        summary: table.sizing.isFitted && !products.isEmpty ? summary(of: response.page, conversion: conversion) : nil,
        emptyNotice: products.isEmpty ? emptyNotice(for: response) : nil,
        warning: conversion.flatMap { errors.warning(for: $0.answer) },
        skipped: response.page.skip, total: response.page.total
      )
    )
  }

  public func presentPricingFailure(_ failure: PricingFailure) {
    view?.displayError(errors.viewModel(for: failure))
  }

  public func presentInvalidRequest(_ error: RequestValidationError) {
    view?.displayError(errors.viewModel(for: error))
  }

  public func presentSourceFailure(_ error: CatalogSourceError) {
    view?.displayError(errors.viewModel(for: error))
  }

  static let columns: [TableColumn] = [
    TableColumn(key: "id", title: "ID", alignment: .trailing),
    TableColumn(key: "title", title: "TITLE", shrinkPriority: 1, minimumWidth: 20),
    TableColumn(key: "brand", title: "BRAND", shrinkPriority: 2, minimumWidth: 6, isOptional: true),
    TableColumn(key: "category", title: "CATEGORY", shrinkPriority: 3, minimumWidth: 6, isOptional: true),
    TableColumn(key: "price", title: "PRICE", alignment: .trailing),
    TableColumn(key: "rating", title: "RATING", alignment: .trailing, isOptional: true),
    TableColumn(key: "stock", title: "STOCK", alignment: .trailing, isOptional: true),
  ]

  private func row(for product: Product, conversion: PriceConversion?) -> [StyledText] {
    let title = TerminalSafeText.singleLine(product.title)
    let brand = product.brand.map(TerminalSafeText.singleLine)
    let category = TerminalSafeText.singleLine(product.category.rawValue)
    let converted = conversion?.price(product)
    guard table.sizing.isFitted else {
      // One array, sized once: a page's rows were three arrays each, joined.
      var cells: [StyledText] = []
      cells.reserveCapacity(8)
      cells.append(StyledText(product.id.description))
      cells.append(StyledText(title))
      cells.append(StyledText(brand ?? ""))
      cells.append(StyledText(category))
      if let conversion {
        cells.append(StyledText(converted?.plainText ?? ""))
        cells.append(StyledText(conversion.target.rawValue))
      } else {
        cells.append(StyledText(NumberText.exact(product.price.amount)))
      }
      cells.append(StyledText(product.rating.map { NumberText.exact($0.value) } ?? ""))
      cells.append(StyledText(product.stock.map(String.init) ?? ""))
      return cells
    }
    let price =
      if conversion != nil {
        converted.map { StyledText(money.string($0)) } ?? StyledText("—", style: .secondary)
      } else {
        StyledText(money.string(product.price))
      }
    let stockStyle = product.effectiveAvailability.map(StockFormatter().style) ?? .plain
    return [
      StyledText(product.id.description, style: .secondary),
      StyledText(title, style: .emphasis),
      StyledText(brand ?? "—", style: brand == nil ? .secondary : .plain),
      StyledText(category, style: .secondary),
      price,
      product.rating.map { StyledText(money.number($0.value) + " ★") } ?? StyledText("—", style: .secondary),
      product.stock.map { StyledText(String($0), style: stockStyle == .positive ? .plain : stockStyle) }
        ?? StyledText("—", style: .secondary),
    ]
  }

  private func summary(of page: ProductPage, conversion: PriceConversion?) -> String {
    let first = page.skip + 1
    let last = page.skip + page.products.count
    let noun = page.total == 1 ? "product" : "products"
    let rates = conversion.map { " · " + RatesWords.footnote(for: $0) } ?? ""
    let more = page.hasMore ? " · " + vocabulary.howToContinue(afterOffset: last) : ""
    return "Showing \(first)–\(last) of \(page.total) \(noun)\(rates)\(more)"
  }

  private func emptyNotice(for response: ProductListResponse) -> String {
    let query = response.query
    if let known = response.knownCategoriesWhenUnknown, let category = query.category {
      let suggestion = ClosestMatch.suggestion(
        for: category.rawValue, among: known.map(\.slug.rawValue))
      let didYouMean = suggestion.map { "did you mean \"\($0)\"? " } ?? ""
      return "no category \"\(TerminalSafeText.singleLine(category.rawValue))\"; \(didYouMean)"
        + vocabulary.howToListCategories
    }
    if query.skip > 0, response.page.total > 0 {
      return "no products after the first \(response.page.total); there are only \(response.page.total)"
    }
    return NoMatchWords.sentence(for: query)
  }
}
