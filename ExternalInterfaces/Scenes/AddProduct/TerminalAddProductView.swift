import ApplicationLogic
import BusinessLogic

/// VIP view for `catalog add`: gathers the form (flags, a `--from` document, or an editor on a
/// template), asks the interactor to add it, and shows the answer.
@MainActor
final class TerminalAddProductView: AddProductDisplayLogic, RunnableScene {
  var interactor: (any AddProductBusinessLogic)?
  var router: (any ProductChangeRoutingLogic & ProductChangeDataPassing)?
  private let input: ProductInput
  private let dryRun: Bool
  private let output: any ProductChangeOutput
  private let errors: ErrorPresentation
  private let editor: ExternalEditor
  private var mayOpenEditor = false

  init(
    input: ProductInput, dryRun: Bool, output: any ProductChangeOutput, errors: ErrorPresentation,
    editor: ExternalEditor
  ) {
    self.input = input
    self.dryRun = dryRun
    self.output = output
    self.errors = errors
    self.editor = editor
  }

  func run() async -> ExitStatus {
    switch input {
    case .form(let form):
      await interactor?.addProduct(AddProduct.Save.Request(form: form, isDryRun: dryRun))
    case .document(let path):
      guard let form = output.form(fromDocument: path, errors: errors) else { return output.status }
      await interactor?.addProduct(AddProduct.Save.Request(form: form, isDryRun: dryRun))
    case .editor:
      await interactor?.prepareProduct(AddProduct.Prepare.Request())
      if mayOpenEditor { await edit() }
    }
    if output.routesToDetail { await router?.routeToProductDetail() }
    return output.status
  }

  private func edit() async {
    let ending = await ProductEditorLoop(editor: editor, errors: errors).run(
      document: ProductFormDocument.template, notes: EditorWords.notes(editing: "A new product")
    ) { tree in
      await output.submission {
        await interactor?.addProduct(
          AddProduct.Save.Request(form: ProductFormDocument.form(of: tree), isDryRun: dryRun))
      }
    }
    EditorEnding(output: output, editor: editor).show(ending)
  }

  func displayBlankProduct() {
    mayOpenEditor = true
  }

  func displayAddedProduct(_ viewModel: AddProduct.Save.ViewModel) {
    output.show(viewModel)
  }

  func displayInvalidForm(_ viewModel: ProductFormFailureViewModel) {
    output.show(viewModel)
  }

  func displayError(_ viewModel: ErrorViewModel) {
    output.show(viewModel)
  }
}
