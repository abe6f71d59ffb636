import BusinessLogic
import DomainEntities

/// What the browser's view reports: it is ready, a key was pressed, the screen changed size.
@MainActor
public protocol ProductBrowserPresenterInput: AnyObject {
  func viewIsReady() async
  /// Keys that arrived together (a paste, or typing faster than frames): applied in order, then
  /// drawn once and loaded once.
  func handle(_ keys: [BrowseKey]) async
  func resize(to size: ScreenSize) async
  /// Draw again, as after a scene shown over this one has closed.
  func redraw()
}

/// The browser's input port for the scenes routed to from it (VIPER's module input): what they
/// hand back once they end. The full-screen navigator delivers these; it sees nothing else of
/// the browser.
@MainActor
public protocol ProductBrowserModuleInput: AnyObject {
  /// Show the list of `request` (a category chosen in the categories scene), keeping the order.
  func show(_ request: ProductListRequest) async
  /// A change routed to from the browser has ended: say how, and show the list as it is now.
  func changeFinished(_ outcome: ProductChangeOutcome) async
}

/// What the browser's screen can be told (Clean Swift: `ProductBrowserDisplayLogic`).
@MainActor
public protocol ProductBrowserView: AnyObject {
  /// A whole new frame.
  func displayScreen(_ viewModel: ScreenViewModel)
  /// The browser cannot start (bad flags, a source that cannot be read): say why and end.
  func displayError(_ viewModel: ErrorViewModel)
  /// The user quit.
  func close()
}

/// The browser's presenter: keys go through `ProductBrowserState`, the pages it asks for go to
/// the use case, and every change is drawn as a new frame. A key that opens another scene (the
/// detail, the categories, About, a write) asks the browser's wireframe; what that scene ends
/// with comes back through the module input.
@MainActor
public final class ProductBrowserPresenter: ProductBrowserPresenterInput, ProductBrowserModuleInput,
  ProductBrowserInteractorOutput
{
  /// Weak: the view owns this presenter.
  public weak var view: (any ProductBrowserView)?
  private let interactor: any ProductBrowserInteractorInput
  private let wireframe: any ProductBrowserWireframe
  private let request: ProductListRequest
  private let sourceName: String
  private let errors: ErrorPresentation
  private var layout: BrowseLayout
  public private(set) var state: ProductBrowserState?
  /// Commands that answers produced while a load was awaited, run when it returns.
  private var pending: [BrowseCommand] = []
  /// Loads under way, so that those a new filter made stale are cancelled.
  private var loading: [CatalogQuery: Task<Void, Never>] = [:]
  private var hasShownProducts = false
  private let money: PriceFormatter
  /// Prices in the currency the session was started with; nil shows the catalog's.
  private var conversion: PriceConversion?
  private var pricingFailed = false
  private var cachedDetail: (id: ProductID, width: Int, lines: [[StyledText]])?

  public init(
    interactor: any ProductBrowserInteractorInput,
    wireframe: any ProductBrowserWireframe,
    request: ProductListRequest,
    sourceName: String,
    size: ScreenSize,
    vocabulary: any InterfaceVocabulary,
    money: PriceFormatter = PriceFormatter()
  ) {
    self.money = money
    self.interactor = interactor
    self.wireframe = wireframe
    self.request = request
    self.sourceName = sourceName
    self.layout = BrowseLayout(size: size)
    self.errors = ErrorPresentation(vocabulary: vocabulary)
  }

  // MARK: From the view

  public func viewIsReady() async {
    if let currency = request.currency {
      await interactor.loadPrices(in: currency)
      // As `catalog list --currency` would: no prices in the wrong currency, no browsing.
      if pricingFailed { return }
    }
    interactor.begin(with: request)
    await runPending()
  }

  public func handle(_ keys: [BrowseKey]) async {
    guard var state else { return }
    var commands: [BrowseCommand] = []
    for key in keys {
      let wasAsking = state.isAsking
      commands += state.handle(key, viewport: viewport(for: state))
      // A question is answered only by a key read after it was drawn: the rest of this read was
      // typed or pasted before anyone saw it (a paste holding "d" then "y" must not delete).
      if commands.contains(.quit) || (!wasAsking && state.isAsking) { break }
    }
    commands += state.finishKeys(viewport: viewport(for: state))
    self.state = state
    cancelStaleLoads()
    redraw()
    pending += commands
    await runPending()
  }

  /// Stops the loads the state no longer waits for (a filter typed over, cleared, or resorted).
  private func cancelStaleLoads() {
    for (query, task) in loading where !(state?.awaits(query) ?? false) {
      task.cancel()
      loading[query] = nil
    }
  }

  public func resize(to size: ScreenSize) async {
    layout = BrowseLayout(size: size)
    guard var state else { return }
    pending += state.settle(viewport(for: state))
    self.state = state
    redraw()
    await runPending()
  }

  public func show(_ request: ProductListRequest) async {
    var request = request
    if let sort = state?.query.sort, request.sortField == nil {
      request.sortField = sort.field.rawValue
      request.sortOrder = sort.order.rawValue
    }
    request.limit = request.limit ?? state.map { String($0.query.limit) }
    interactor.begin(with: request)
    await runPending()
  }

  public func changeFinished(_ outcome: ProductChangeOutcome) async {
    guard var state else { return }
    pending += state.changeFinished(outcome.message, failed: outcome.failed, viewport: viewport(for: state))
    self.state = state
    redraw()
    await runPending()
  }

  public func redraw() {
    guard let state else { return }
    let frame = ProductBrowserFrame(
      state: state, layout: layout, sourceName: sourceName, detailLines: detailLines(for: state),
      conversion: conversion, money: money)
    view?.displayScreen(frame.screen())
  }

  // MARK: From the use case

  public func presentStart(_ query: CatalogQuery) {
    var state = ProductBrowserState(query: query)
    pending += state.settle(viewport(for: state))
    self.state = state
    redraw()
  }

  public func presentInvalidRequest(_ error: RequestValidationError) {
    view?.displayError(errors.viewModel(for: error))
  }

  public func presentPage(_ page: ProductPage, for query: CatalogQuery) {
    guard var state else { return }
    pending += state.receive(page, for: query, viewport: viewport(for: state))
    hasShownProducts = true
    self.state = state
    redraw()
  }

  /// Drawn at once; the session still ends on a failure of the page itself, as when nothing
  /// was shown, since the products shown may be all of the file that could be read.
  public func presentLeading(_ products: [Product], for query: CatalogQuery) {
    guard var state else { return }
    state.receiveLeading(products, for: query)
    self.state = state
    redraw()
  }

  public func presentPrices(_ conversion: PriceConversion) {
    self.conversion = conversion
    cachedDetail = nil
  }

  public func presentPricingFailure(_ failure: PricingFailure) {
    pricingFailed = true
    pending = []
    view?.displayError(errors.viewModel(for: failure))
  }

  public func presentPageFailure(_ error: CatalogSourceError, for query: CatalogQuery) {
    // Before anything was shown there is nothing to browse: end, as `catalog list` would.
    guard hasShownProducts else {
      pending = []
      view?.displayError(errors.viewModel(for: error))
      return
    }
    state?.receiveFailure(errors.viewModel(for: error), for: query)
    redraw()
  }

  // MARK: Running commands

  private func runPending() async {
    while !pending.isEmpty {
      let commands = pending
      pending = []
      var loads: [CatalogQuery] = []
      for command in commands {
        switch command {
        case .load(let query): loads.append(query)
        case .openDetail(let id): await wireframe.presentDetail(of: id)
        case .openCategories: await wireframe.presentCategories()
        case .openAbout: await wireframe.presentAbout()
        case .editProduct(let id): await wireframe.presentEditor(of: id)
        case .addProduct: await wireframe.presentNewProduct()
        case .deleteProduct(let id): await wireframe.presentDeletion(of: id)
        case .quit:
          view?.close()
          return
        }
      }
      // Pages load side by side; keys keep arriving meanwhile, since each awaits only its own.
      // A load whose filter was typed over before it started is not run: while text is pasted
      // or typed quickly only the latest text is searched.
      await Task.yield()
      let wanted = loads.filter { state?.awaits($0) ?? false }
      let tasks = wanted.map { query in
        let task = Task { @MainActor in await self.interactor.loadPage(query) }
        loading[query] = task
        return (query, task)
      }
      for (query, task) in tasks {
        await task.value
        if loading[query] == task { loading[query] = nil }
      }
    }
  }

  private func viewport(for state: ProductBrowserState) -> BrowseViewport {
    BrowseViewport(
      listRows: layout.listRows, detailRows: layout.detailRows, detailLineCount: detailLines(for: state).count)
  }

  /// The selected product as the detail scene would show it, at the pane's width.
  private func detailLines(for state: ProductBrowserState) -> [[StyledText]] {
    guard let product = state.selectedProduct else { return [] }
    let width = layout.detailWidth - 1
    if let cachedDetail, cachedDetail.id == product.id, cachedDetail.width == width { return cachedDetail.lines }
    let lines = ProductDetailPage(product: product, width: width, conversion: conversion, money: money).lines()
    cachedDetail = (product.id, width, lines)
    return lines
  }
}
