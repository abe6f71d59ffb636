import BusinessLogic
import DomainEntities

extension EditProduct.Load {
  /// The product to open in an editor. The document an editor shows is the interface's own
  /// format (JSON on the command line), so the view gets the product itself to write it in.
  public struct ViewModel: Hashable, Sendable {
    public let product: Product
    /// Members the product model does not know, shown after the fields it does.
    public let unmodeled: [FieldMember]

    public init(product: Product, unmodeled: [FieldMember] = []) {
      (self.product, self.unmodeled) = (product, unmodeled)
    }
  }
}

extension EditProduct.Save {
  /// What the view shows after an edit: `updated product 5: price 9.99 → 8.99`, `no changes
  /// to product 5`, or a dry run's changes one per line; and warnings.
  public typealias ViewModel = ProductChangeViewModel
}

/// VIP: what the edit presenter tells its view.
@MainActor
public protocol EditProductDisplayLogic: AnyObject {
  func displayProductToEdit(_ viewModel: EditProduct.Load.ViewModel)
  /// Also for a valid edit that changed nothing (`no changes to product 5`).
  func displaySavedProduct(_ viewModel: EditProduct.Save.ViewModel)
  func displayInvalidForm(_ viewModel: ProductFormFailureViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
