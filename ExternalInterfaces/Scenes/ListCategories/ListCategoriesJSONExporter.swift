import ApplicationLogic
import BusinessLogic

/// `categories -o json`: in VIP terms a presenter that renders straight to JSON, owned by the
/// interactor it listens to; the scene keeps the interactor alive while it runs.
@MainActor
final class ListCategoriesJSONExporter: ListCategoriesPresentationLogic {
  private let console: Console
  private let errors: ErrorPresentation
  private let mode: OutputMode
  private(set) var status = ExitStatus.success

  init(console: Console, mode: OutputMode, errors: ErrorPresentation) {
    (self.console, self.mode, self.errors) = (console, mode, errors)
  }

  func presentCategories(_ response: ListCategories.Fetch.Response) {
    JSONArrayWriter(sink: console.output, mode: mode).write(response.categories, as: ProductJSONEncoding.value)
  }

  func presentSourceFailure(_ error: CatalogSourceError) {
    status = ErrorWriter(console: console).write(errors.viewModel(for: error))
  }
}
