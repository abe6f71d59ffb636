import ApplicationLogic
import BusinessLogic
import DomainEntities

/// VIP view for `catalog edit ID`: gathers the change (flags, a merge patch from `--from`, or
/// what changed in an editor opened on the product), asks the interactor to save it, and shows
/// the answer.
@MainActor
final class TerminalEditProductView: EditProductDisplayLogic, RunnableScene {
  var interactor: (any EditProductBusinessLogic)?
  var router: (any ProductChangeRoutingLogic & ProductChangeDataPassing)?
  private let id: String
  private let input: ProductInput
  private let dryRun: Bool
  private let output: any ProductChangeOutput
  private let errors: ErrorPresentation
  private let editor: ExternalEditor
  private var productToEdit: EditProduct.Load.ViewModel?

  init(
    id: String, input: ProductInput, dryRun: Bool, output: any ProductChangeOutput, errors: ErrorPresentation,
    editor: ExternalEditor
  ) {
    self.id = id
    self.input = input
    self.dryRun = dryRun
    self.output = output
    self.errors = errors
    self.editor = editor
  }

  func run() async -> ExitStatus {
    switch input {
    case .form(let form):
      await save(form)
    case .document(let path):
      guard let form = output.form(fromDocument: path, errors: errors) else { return output.status }
      await save(form)
    case .editor:
      await interactor?.loadProduct(EditProduct.Load.Request(productID: id))
      if let productToEdit { await edit(productToEdit) }
    }
    if output.routesToDetail { await router?.routeToProductDetail() }
    return output.status
  }

  private func save(_ form: ProductForm) async {
    await interactor?.saveProduct(EditProduct.Save.Request(productID: id, form: form, isDryRun: dryRun))
  }

  private func edit(_ loaded: EditProduct.Load.ViewModel) async {
    let product = loaded.product
    let document = ProductFormDocument.text(of: product, unmodeled: loaded.unmodeled)
    let original = (try? JSONTree.parse(Array(document.utf8))) ?? .object([])
    let ending = await ProductEditorLoop(editor: editor, errors: errors).run(
      document: document, notes: EditorWords.notes(editing: "Product \(product.id)")
    ) { tree in
      await output.submission { await save(ProductForm(ProductFormDocument.patch(from: original, to: tree))) }
    }
    // Saved as opened: the interactor answers an empty change with "no changes".
    if ending == .unchanged { return await save(ProductForm()) }
    EditorEnding(output: output, editor: editor).show(ending)
  }

  func displayProductToEdit(_ viewModel: EditProduct.Load.ViewModel) {
    productToEdit = viewModel
  }

  func displaySavedProduct(_ viewModel: EditProduct.Save.ViewModel) {
    output.show(viewModel)
  }

  func displayInvalidForm(_ viewModel: ProductFormFailureViewModel) {
    output.show(viewModel)
  }

  func displayError(_ viewModel: ErrorViewModel) {
    output.show(viewModel)
  }
}
