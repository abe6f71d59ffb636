import ApplicationLogic

/// One product on a terminal (a readable page) or in a pipe (`key: value`, TSV or CSV records).
@MainActor
final class TerminalProductDetailView: ConsoleView, ProductDetailView, RunnableScene {
  var presenter: (any ProductDetailPresenterInput)?

  func run() async -> ExitStatus {
    await presenter?.viewIsReady()
    return status
  }

  func displayProduct(_ viewModel: ProductDetailViewModel) {
    switch viewModel {
    case .readable(let lines):
      for line in lines { console.output.write(styler.render(line) + "\n") }
    case .records(let records):
      if mode == .csv { console.output.write("field,value\n") }
      for record in records {
        switch mode {
        case .csv: console.output.write(CSVField.quote(record.key) + "," + CSVField.quote(record.value) + "\n")
        case .tsv: console.output.write(record.key + "\t" + record.value + "\n")
        default: console.output.write(record.key + ": " + record.value + "\n")
        }
      }
    // Only a web page asks for the facts unwrapped; this view asks for lines or records.
    case .sheet: return
    }
  }
}
