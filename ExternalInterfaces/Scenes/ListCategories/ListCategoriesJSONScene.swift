import BusinessLogic

/// Runs the categories use case with the JSON exporter as its presenter.
@MainActor
final class ListCategoriesJSONScene: RunnableScene {
  private let interactor: ListCategoriesInteractor
  private let exporter: ListCategoriesJSONExporter

  init(interactor: ListCategoriesInteractor, exporter: ListCategoriesJSONExporter) {
    (self.interactor, self.exporter) = (interactor, exporter)
  }

  func run() async -> ExitStatus {
    await interactor.fetchCategories(ListCategories.Fetch.Request())
    return exporter.status
  }
}
