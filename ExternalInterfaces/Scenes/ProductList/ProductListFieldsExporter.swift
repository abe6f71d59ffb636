import ApplicationLogic
import BusinessLogic
import DomainEntities

/// `list --fields id,title,price`: the fields asked for, in their order, in any format, as
/// kubectl's custom columns and gh's `--json FIELDS` give them. Values are the catalog's own (no
/// `$`, no stars), so the output is for programs and scripts whatever the format; a table is
/// fitted to the terminal with numbers to the right. A third adapter on the list use case's
/// output port, beside the presenter and the JSON exporter; long lists come in batches.
@MainActor
final class ProductListFieldsExporter: ProductListInteractorOutput, RunnableScene {
  private let interactor: any ProductListInteractorInput
  private let request: ProductListRequest
  private let fields: [ProductFieldPath]
  private let console: Console
  private let mode: OutputMode
  private let errors: ErrorPresentation
  private let array: JSONArrayWriter
  private var status = ExitStatus.success
  private var wroteHeader = false
  private var ratesWarning = RatesWarning()

  init(
    interactor: any ProductListInteractorInput, request: ProductListRequest, fields: [ProductFieldPath],
    console: Console, mode: OutputMode, errors: ErrorPresentation
  ) {
    self.interactor = interactor
    self.request = request
    self.fields = fields
    self.console = console
    self.mode = mode
    self.errors = errors
    self.array = JSONArrayWriter(sink: console.output, mode: mode)
  }

  func run() async -> ExitStatus {
    // A table is fitted to its widest cell, so it needs its rows at once; the rest stream.
    if mode == .table {
      await interactor.loadProducts(request)
    } else {
      await interactor.loadProducts(request, inBatchesOf: ProductListJSONExporter.batchSize)
    }
    if status == .success, mode.isJSON { array.finish() }
    return status
  }

  func presentProducts(_ response: ProductListResponse) {
    let products = response.page.products
    ratesWarning.say(for: response.conversion, errors: errors, on: console)
    let json = { (product: Product) in
      ConvertedPriceMember.adding(response.conversion, for: product, to: ProductJSONEncoding.value(product))
    }
    if mode.isJSON {
      array.append(products) { ProductFieldPath.select(fields, from: json($0)) }
      return
    }
    let values = products.map { product in
      let json = json(product)
      return fields.map { $0.value(in: json) }
    }
    let columns = fields.indices.map { index in
      TableColumn(
        key: fields[index].name, title: fields[index].name.uppercased(),
        alignment: values.allSatisfy({ FieldText.isNumber($0[index]) }) && !values.isEmpty ? .trailing : .leading,
        shrinkPriority: 1, minimumWidth: min(8, fields[index].name.count))
    }
    let rows = values.map { $0.map { StyledText(FieldText.cell($0)) } }
    let sizing: TableSizing = mode == .table ? .fitted(width: console.terminal.width) : .exact
    var lines = TableRenderer(mode: mode, styler: ANSIStyler(enabled: console.terminal.colorEnabled))
      .lines(TableLayout(sizing: sizing).layout(columns: columns, rows: rows))
    // CSV and the table head their first batch only.
    if mode == .csv || mode == .table {
      if wroteHeader { lines = Array(lines.dropFirst()) }
      wroteHeader = true
    }
    for line in lines { console.output.write(line + "\n") }
  }

  func presentInvalidRequest(_ error: RequestValidationError) {
    status = ErrorWriter(console: console).write(errors.viewModel(for: error))
  }

  func presentSourceFailure(_ error: CatalogSourceError) {
    status = ErrorWriter(console: console).write(errors.viewModel(for: error))
  }

  func presentPricingFailure(_ failure: PricingFailure) {
    status = ErrorWriter(console: console).write(errors.viewModel(for: failure))
  }
}
