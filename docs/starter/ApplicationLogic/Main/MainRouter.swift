import BusinessLogic

/// VIP: where the Main scene can go.
@MainActor
public protocol MainRoutingLogic: AnyObject {
  /// The book at `position` as listed (1 is the first), in the BookDetail scene.
  func routeToBook(at position: Int) async
}

/// VIP: the router reads the scene's data store to hand the book on.
@MainActor
public protocol MainDataPassing: AnyObject {
  var dataStore: (any MainDataStore)? { get }
}

/// The Main scene's router (Clean Swift): takes the book from Main's data store, as listed, and
/// passes it to the next scene, which shows it without asking the source again. Weak both ways:
/// the scene owns its router, and the navigator owns the scenes.
@MainActor
public final class MainRouter: MainRoutingLogic, MainDataPassing {
  public weak var dataStore: (any MainDataStore)?
  private weak var navigator: (any ShelfNavigator)?

  public init(navigator: any ShelfNavigator) {
    self.navigator = navigator
  }

  public func routeToBook(at position: Int) async {
    let books = dataStore?.books ?? []
    await navigator?.showBook(books.indices.contains(position - 1) ? books[position - 1] : nil)
  }
}
