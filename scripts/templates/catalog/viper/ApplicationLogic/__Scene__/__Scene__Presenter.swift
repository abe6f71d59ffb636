import BusinessLogic
import DomainEntities

/// VIPER: what the __command__ view reports.
@MainActor
public protocol __Scene__PresenterInput: AnyObject {
  func viewIsReady() async
//[router]
  /// The person asked for the products the scene is about.
  func showProducts() async
//[end]
}

/// Turns the use case's facts into a table of words. Fill in: the columns and each row's cells.
@MainActor
public final class __Scene__Presenter: __Scene__PresenterInput, __Scene__InteractorOutput {
  public weak var view: (any __Scene__View)?
  private let interactor: any __Scene__InteractorInput
  private let request: __Scene__Request
  private let table: TableLayout
  private let errors: ErrorPresentation
//[router]
  private let wireframe: any __Scene__Wireframe
//[end]

//[no-router]
  public init(
    interactor: any __Scene__InteractorInput, request: __Scene__Request, sizing: TableSizing,
    vocabulary: any InterfaceVocabulary
  ) {
    (self.interactor, self.request) = (interactor, request)
    self.table = TableLayout(sizing: sizing)
    self.errors = ErrorPresentation(vocabulary: vocabulary)
  }
//[end]
//[router]
  public init(
    interactor: any __Scene__InteractorInput, wireframe: any __Scene__Wireframe, request: __Scene__Request,
    sizing: TableSizing, vocabulary: any InterfaceVocabulary
  ) {
    (self.interactor, self.wireframe, self.request) = (interactor, wireframe, request)
    self.table = TableLayout(sizing: sizing)
    self.errors = ErrorPresentation(vocabulary: vocabulary)
  }
//[end]

  public func viewIsReady() async {
    await interactor.__useCase____Scene__(request)
  }
//[router]

  public func showProducts() async {
    await wireframe.presentProducts()
  }
//[end]

  static let columns: [TableColumn] = [
    TableColumn(key: "products", title: "PRODUCTS", alignment: .trailing)
  ]

  public func present__Scene__(_ response: __Scene__Response) {
    let rows = [[StyledText(String(response.productCount))]]
    view?.display__Scene__(__Scene__ViewModel(table: table.layout(columns: Self.columns, rows: rows)))
  }

  public func presentSourceFailure(_ error: CatalogSourceError) {
    view?.displayError(errors.viewModel(for: error))
  }
}
