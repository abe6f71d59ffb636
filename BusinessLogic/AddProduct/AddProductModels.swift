import DomainEntities

/// Clean Swift (VIP) scene models for adding a product. ApplicationLogic adds the view models.
public enum AddProduct {
  public enum Prepare {
    public struct Request: Hashable, Sendable {
      public init() {}
    }

    /// The store can take a new product.
    public struct Response: Hashable, Sendable {
      public init() {}
    }
  }

  public enum Save {
    public struct Request: Hashable, Sendable {
      public let form: ProductForm
      public let isDryRun: Bool

      public init(form: ProductForm, isDryRun: Bool = false) {
        (self.form, self.isDryRun) = (form, isDryRun)
      }
    }

    public struct Response: Hashable, Sendable {
      /// As stored, under its new id (or as it would be, in a dry run).
      public let product: Product
      public let isDryRun: Bool
      /// Set when no other product has this category yet.
      public let newCategory: CategorySlug?
      /// An id the input gave, which the store does not use.
      public let ignoredID: String?
      /// Names of the members the product model does not know, written as given.
      public let unmodeledNames: [String]

      public init(
        product: Product, isDryRun: Bool, newCategory: CategorySlug?, ignoredID: String?, unmodeledNames: [String]
      ) {
        self.product = product
        self.isDryRun = isDryRun
        self.newCategory = newCategory
        self.ignoredID = ignoredID
        self.unmodeledNames = unmodeledNames
      }
    }
  }
}

/// VIP: the add interactor's output boundary.
@MainActor
public protocol AddProductPresentationLogic: AnyObject {
  func presentBlankProduct(_ response: AddProduct.Prepare.Response)
  func presentAddedProduct(_ response: AddProduct.Save.Response)
  func presentInvalidForm(_ problems: ProductFormProblems)
  func presentWriteFailure(_ error: CatalogWriteError)
}
