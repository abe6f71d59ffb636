import DomainEntities

/// Clean Swift (VIP) scene models for editing a product: loading it (for an editor) and saving
/// a change. ApplicationLogic adds the view models.
public enum EditProduct {
  public enum Load {
    public struct Request: Hashable, Sendable {
      public let productID: String

      public init(productID: String) {
        self.productID = productID
      }
    }

    public struct Response: Hashable, Sendable {
      public let product: Product
      /// Its members the product model does not know, as the store has them.
      public let unmodeled: [FieldMember]

      public init(product: Product, unmodeled: [FieldMember] = []) {
        (self.product, self.unmodeled) = (product, unmodeled)
      }
    }
  }

  public enum Save {
    public struct Request: Hashable, Sendable {
      public let productID: String
      public let form: ProductForm
      public let isDryRun: Bool

      public init(productID: String, form: ProductForm, isDryRun: Bool = false) {
        (self.productID, self.form, self.isDryRun) = (productID, form, isDryRun)
      }
    }

    public struct Response: Hashable, Sendable {
      public let before: Product
      /// As stored (or as it would be, in a dry run).
      public let after: Product
      /// The fields that differ, in catalog order; empty with no unmodeled members: no change.
      public let changedFields: [ProductField]
      public let unmodeledNames: [String]
      public let isDryRun: Bool
      public let newCategory: CategorySlug?

      public init(
        before: Product, after: Product, changedFields: [ProductField], unmodeledNames: [String], isDryRun: Bool,
        newCategory: CategorySlug?
      ) {
        self.before = before
        self.after = after
        self.changedFields = changedFields
        self.unmodeledNames = unmodeledNames
        self.isDryRun = isDryRun
        self.newCategory = newCategory
      }

      public var changesNothing: Bool { changedFields.isEmpty && unmodeledNames.isEmpty }
    }
  }
}

/// VIP: the edit interactor's output boundary.
@MainActor
public protocol EditProductPresentationLogic: AnyObject {
  func presentProductToEdit(_ response: EditProduct.Load.Response)
  /// Also when nothing changed (`changesNothing`): that is an answer, not a failure.
  func presentSavedProduct(_ response: EditProduct.Save.Response)
  func presentInvalidRequest(_ error: RequestValidationError)
  func presentInvalidForm(_ problems: ProductFormProblems)
  func presentWriteFailure(_ error: CatalogWriteError)
}
