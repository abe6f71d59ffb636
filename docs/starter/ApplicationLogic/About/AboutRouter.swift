import DomainEntities

/// VIPER: where the About module can go.
@MainActor
public protocol AboutWireframe: AnyObject {
  func showLongestBook(_ book: Book) async
}

/// The About module's wireframe (VIPER's router): the presenter decides when to leave, the
/// wireframe where to, handing the book on as a value. Weak: the navigator owns the scenes.
@MainActor
public final class AboutRouter: AboutWireframe {
  private weak var navigator: (any ShelfNavigator)?

  public init(navigator: any ShelfNavigator) {
    self.navigator = navigator
  }

  public func showLongestBook(_ book: Book) async {
    await navigator?.showBook(book)
  }
}
