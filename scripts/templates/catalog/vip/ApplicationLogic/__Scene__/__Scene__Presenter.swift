import BusinessLogic
import DomainEntities

/// VIP presenter: the use case's facts into words. Holds its display weakly, which closes the
/// cycle view → interactor → presenter → view. Fill in: the columns and each row's cells.
@MainActor
public final class __Scene__Presenter: __Scene__PresentationLogic {
  public weak var display: (any __Scene__DisplayLogic)?
  private let table: TableLayout
  private let errors: ErrorPresentation

  public init(sizing: TableSizing, vocabulary: any InterfaceVocabulary) {
    self.table = TableLayout(sizing: sizing)
    self.errors = ErrorPresentation(vocabulary: vocabulary)
  }

  static let columns: [TableColumn] = [
    TableColumn(key: "products", title: "PRODUCTS", alignment: .trailing)
  ]

  public func present__Scene__(_ response: __Scene__.__UseCase__.Response) {
    let rows = [[StyledText(String(response.productCount))]]
    display?.display__Scene__(__Scene__.__UseCase__.ViewModel(table: table.layout(columns: Self.columns, rows: rows)))
  }

  public func presentSourceFailure(_ error: CatalogSourceError) {
    display?.displayError(errors.viewModel(for: error))
  }
}
