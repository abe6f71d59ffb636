import BusinessLogic

extension DeleteProduct.Load {
  /// The question to ask before deleting: `delete product 5 "Title"?`.
  public struct ViewModel: Hashable, Sendable {
    public let question: String

    public init(question: String) {
      self.question = question
    }
  }
}

extension DeleteProduct.Delete {
  /// `deleted product 5 "Title"`, or what a dry run would delete.
  public typealias ViewModel = ProductChangeViewModel
}

/// VIP: what the delete presenter tells its view.
@MainActor
public protocol DeleteProductDisplayLogic: AnyObject {
  func displayConfirmation(_ viewModel: DeleteProduct.Load.ViewModel)
  func displayDeletedProduct(_ viewModel: DeleteProduct.Delete.ViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
