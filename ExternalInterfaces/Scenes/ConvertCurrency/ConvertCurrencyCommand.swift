import ApplicationLogic
import BusinessLogic

/// `catalog convert AMOUNT FROM [TO]`: the scene's line in the command table.
enum ConvertCurrencyCommand {
  static let registration = CommandRegistration(
    CommandSpec(
      name: "convert", aliases: [], summary: "Convert an amount from one currency to another",
      usage: "catalog convert AMOUNT FROM [TO] [flags]", operands: .words, output: .record, terminal: .plain,
      options: [.format, .json, .noColor, .rates, .locale, .timeout],
      examples: [
        "catalog convert 100 USD EUR", "catalog convert 2500 JPY    (to CATALOG_CURRENCY, else USD)",
        "catalog convert 19.99 EUR GBP -o json",
      ]),
    scene: SceneRegistration(
      route: { inputs in
        let words = inputs.invocation.arguments
        guard (2...3).contains(words.count) else {
          return .failure(
            UsageError(
              message: "\"catalog convert\" needs an amount and a currency, and takes a second currency",
              hint: "write catalog convert AMOUNT FROM [TO], e.g. catalog convert 100 USD EUR"))
        }
        let to = words.count == 3 ? words[2] : inputs.currency ?? "USD"
        return .success(ConvertCurrencyRequest(amount: words[0], from: words[1], to: to))
      },
      commandLine: { ConvertCurrencyConfigurator.makeScene(request: $0, context: $1) },
      // A command-line command: the browser converts its prices itself.
      fullScreen: { _ in .notShown },
      web: { _, _ in nil }))
}
