import BusinessLogic
import DomainEntities

/// VIP presenter for the categories scene: response in, view model out.
@MainActor
public final class ListCategoriesPresenter: ListCategoriesPresentationLogic {
  /// Weak: the view owns the interactor, which owns this presenter.
  public weak var display: (any ListCategoriesDisplayLogic)?
  private let table: TableLayout
  private let errors: ErrorPresentation

  public init(sizing: TableSizing, vocabulary: any InterfaceVocabulary) {
    self.table = TableLayout(sizing: sizing)
    self.errors = ErrorPresentation(vocabulary: vocabulary)
  }

  static let columns: [TableColumn] = [
    TableColumn(key: "slug", title: "SLUG"),
    TableColumn(key: "name", title: "NAME", shrinkPriority: 1, minimumWidth: 8),
    TableColumn(key: "count", title: "PRODUCTS", alignment: .trailing),
  ]

  public func presentCategories(_ response: ListCategories.Fetch.Response) {
    let rows = response.categories.map { category in
      [
        StyledText(TerminalSafeText.singleLine(category.slug.rawValue), style: .emphasis),
        StyledText(TerminalSafeText.singleLine(category.name)),
        StyledText(String(category.productCount)),
      ]
    }
    display?.displayCategories(
      ListCategories.Fetch.ViewModel(table: table.layout(columns: Self.columns, rows: rows)))
  }

  public func presentSourceFailure(_ error: CatalogSourceError) {
    display?.displayError(errors.viewModel(for: error))
  }
}
