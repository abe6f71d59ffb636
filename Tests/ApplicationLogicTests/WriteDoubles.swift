import ApplicationLogic
import BusinessLogic
import DomainEntities

/// The data store of any write scene: the product it hands on.
@MainActor
final class WriteDataStoreStub: ProductChangeDataStore {
  var product: Product?

  init(product: Product?) {
    self.product = product
  }
}

/// The view of any write scene, recording what it was told.
@MainActor
final class WriteDisplaySpy: AddProductDisplayLogic, EditProductDisplayLogic, DeleteProductDisplayLogic {
  var changes: [ProductChangeViewModel] = []
  var invalid: [ProductFormFailureViewModel] = []
  var errors: [ErrorViewModel] = []
  var blanks = 0
  var toEdit: [EditProduct.Load.ViewModel] = []
  var questions: [String] = []

  func displayBlankProduct() { blanks += 1 }
  func displayAddedProduct(_ viewModel: AddProduct.Save.ViewModel) { changes.append(viewModel) }
  func displayProductToEdit(_ viewModel: EditProduct.Load.ViewModel) { toEdit.append(viewModel) }
  func displaySavedProduct(_ viewModel: EditProduct.Save.ViewModel) { changes.append(viewModel) }
  func displayConfirmation(_ viewModel: DeleteProduct.Load.ViewModel) { questions.append(viewModel.question) }
  func displayDeletedProduct(_ viewModel: DeleteProduct.Delete.ViewModel) { changes.append(viewModel) }
  func displayInvalidForm(_ viewModel: ProductFormFailureViewModel) { invalid.append(viewModel) }
  func displayError(_ viewModel: ErrorViewModel) { errors.append(viewModel) }
}
