import ApplicationLogic

/// A conversion on a terminal (`$100.00 = €95.24` and the rate under it), in a pipe (the bare
/// result, `95.24`, for `$(catalog convert …)`), as CSV or as JSON.
@MainActor
final class TerminalConvertCurrencyView: ConsoleView, ConvertCurrencyView, RunnableScene {
  var presenter: (any ConvertCurrencyPresenterInput)?

  func run() async -> ExitStatus {
    await presenter?.viewIsReady()
    return status
  }

  func displayConversion(_ viewModel: ConvertCurrencyViewModel) {
    if let warning = viewModel.warning { console.errors.write(warning.text) }
    let v = viewModel
    switch mode {
    case .table:
      console.output.write(styler.apply(.emphasis, to: v.sentence) + "\n")
      console.output.write(styler.apply(.secondary, to: v.details) + "\n")
    case .tsv, .keyValue:
      console.output.write(v.result + "\n")
    case .csv:
      console.output.write("amount,from,to,result,rate,date\n")
      console.output.write([v.amount, v.from, v.to, v.result, v.rate, v.date].joined(separator: ",") + "\n")
    case .json, .jsonLines:
      JSONArrayWriter(sink: console.output, mode: mode).writeOne(
        .object([
          ("amount", .decimal(v.amount)), ("from", .string(v.from)), ("to", .string(v.to)),
          ("result", .decimal(v.result)), ("rate", .decimal(v.rate)), ("date", .string(v.date)),
        ]))
    }
  }
}
