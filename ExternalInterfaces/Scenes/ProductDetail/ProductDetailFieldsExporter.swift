import ApplicationLogic
import BusinessLogic
import DomainEntities

/// `show ID --fields title,price`: the fields asked for, in their order, as the catalog writes
/// them: a JSON object (or line), or `field: value` records (tab- or comma-separated when asked).
@MainActor
final class ProductDetailFieldsExporter: ProductDetailInteractorOutput, RunnableScene {
  private let interactor: any ProductDetailInteractorInput
  private let request: ProductDetailRequest
  private let fields: [ProductFieldPath]
  private let console: Console
  private let mode: OutputMode
  private let errors: ErrorPresentation
  private var status = ExitStatus.success

  init(
    interactor: any ProductDetailInteractorInput, request: ProductDetailRequest, fields: [ProductFieldPath],
    console: Console, mode: OutputMode, errors: ErrorPresentation
  ) {
    self.interactor = interactor
    self.request = request
    self.fields = fields
    self.console = console
    self.mode = mode
    self.errors = errors
  }

  func run() async -> ExitStatus {
    await interactor.loadProduct(request)
    return status
  }

  func presentProduct(_ product: Product, conversion: PriceConversion?) {
    if let warning = conversion.flatMap({ errors.warning(for: $0.answer) }) { console.errors.write(warning.text) }
    let json = ConvertedPriceMember.adding(conversion, for: product, to: ProductJSONEncoding.value(product))
    if mode.isJSON {
      JSONArrayWriter(sink: console.output, mode: mode).writeOne(ProductFieldPath.select(fields, from: json))
      return
    }
    if mode == .csv { console.output.write("field,value\n") }
    for field in fields {
      let value = FieldText.cell(field.value(in: json))
      switch mode {
      case .csv: console.output.write(CSVField.quote(field.name) + "," + CSVField.quote(value) + "\n")
      case .tsv: console.output.write(field.name + "\t" + value + "\n")
      default: console.output.write(field.name + ": " + value + "\n")
      }
    }
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
