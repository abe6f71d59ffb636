import DomainEntities

/// Clean Swift (VIP) scene models for listing categories. The `ViewModel` belongs to
/// presentation and is added by ApplicationLogic in an extension, so this ring never sees it.
public enum ListCategories {
  public enum Fetch {
    public struct Request: Hashable, Sendable {
      public init() {}
    }

    public struct Response: Hashable, Sendable {
      public let categories: [Category]

      public init(categories: [Category]) {
        self.categories = categories
      }
    }
  }
}

/// VIP: the interactor's output boundary, implemented by the categories presenter.
@MainActor
public protocol ListCategoriesPresentationLogic: AnyObject {
  func presentCategories(_ response: ListCategories.Fetch.Response)
  func presentSourceFailure(_ error: CatalogSourceError)
}
