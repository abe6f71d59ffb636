import BusinessLogic

/// What a command's route is read from: the invocation as typed, the environment, and whether
/// standard input and output are terminals (a write with nothing to change opens an editor only
/// on one).
struct RouteInputs: Sendable {
  let invocation: CommandInvocation
  let environment: [String: String]
  let outputIsTerminal: Bool
  let inputIsTerminal: Bool

  /// `catalog NAME`, as messages name the command.
  var commandLine: String { "catalog \(invocation.command)" }

  /// The product id a `.productID` command was given (checked before its route is read).
  var productID: String { invocation.arguments.first ?? "" }

  /// `--source`, else a non-empty `CATALOG_SOURCE`, as typed; nil for neither.
  var sourceText: String? {
    invocation.value(.source, orVariable: "CATALOG_SOURCE", in: environment)
  }

  /// `--currency`, else a non-empty `CATALOG_CURRENCY`, as typed.
  var currency: String? { invocation.currency(environment: environment) }

  /// The query flags as typed; the use case validates them.
  func listRequest(defaultLimit: String?) -> ProductListRequest {
    ProductListRequest(
      searchText: invocation.value(.search), category: invocation.value(.category),
      sortField: invocation.value(.sort), sortOrder: invocation.value(.order),
      limit: invocation.value(.limit) ?? defaultLimit, skip: invocation.value(.skip), currency: currency)
  }
}
