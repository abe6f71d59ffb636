/// The About scene; `openingHomePage` also opens the catalog's home page in the browser.
public struct AboutDestination: SceneDestination {
  public var openingHomePage: Bool

  public init(openingHomePage: Bool) {
    self.openingHomePage = openingHomePage
  }
}

extension CatalogRoute {
  public static func about(openingHomePage: Bool) -> Self { Self(AboutDestination(openingHomePage: openingHomePage)) }
}
