import DomainEntities

/// Clean Swift (VIP) scene models for deleting a product: loading it (to ask before deleting)
/// and deleting it. ApplicationLogic adds the view models.
public enum DeleteProduct {
  public enum Load {
    public struct Request: Hashable, Sendable {
      public let productID: String

      public init(productID: String) {
        self.productID = productID
      }
    }

    public struct Response: Hashable, Sendable {
      public let product: Product

      public init(product: Product) {
        self.product = product
      }
    }
  }

  public enum Delete {
    public struct Request: Hashable, Sendable {
      public let productID: String
      public let isDryRun: Bool

      public init(productID: String, isDryRun: Bool = false) {
        (self.productID, self.isDryRun) = (productID, isDryRun)
      }
    }

    public struct Response: Hashable, Sendable {
      /// The product as it was before it was deleted.
      public let product: Product
      public let isDryRun: Bool

      public init(product: Product, isDryRun: Bool) {
        (self.product, self.isDryRun) = (product, isDryRun)
      }
    }
  }
}

/// VIP: the delete interactor's output boundary.
@MainActor
public protocol DeleteProductPresentationLogic: AnyObject {
  func presentProductToDelete(_ response: DeleteProduct.Load.Response)
  func presentDeletedProduct(_ response: DeleteProduct.Delete.Response)
  func presentInvalidRequest(_ error: RequestValidationError)
  func presentWriteFailure(_ error: CatalogWriteError)
}
