import ApplicationLogic
import BusinessLogic
import Foundation

/// A parsed invocation turned into the three decisions the composition root needs: which route,
/// which source, which output mode.
struct InvocationSettings: Equatable {
  let route: CatalogRoute
  let source: CatalogSource
  let mode: OutputMode
  var http = HTTPSettings()
  /// `--fields`: the product fields to print, in order; nil prints the usual view.
  var fields: [ProductFieldPath]?
  /// Said on standard error before the command runs (a token file others can read).
  var warnings: [ErrorViewModel] = []
  var money = MoneySettings()

  /// The source as given: `--source`, else a non-empty `CATALOG_SOURCE`; nil for the default.
  static func sourceText(of invocation: CommandInvocation, environment: [String: String]) -> String? {
    invocation.values[.source] ?? environment["CATALOG_SOURCE"].flatMap { $0.isEmpty ? nil : $0 }
  }

  static func make(
    from invocation: CommandInvocation, environment: [String: String], outputIsTerminal: Bool,
    inputIsTerminal: Bool = false
  ) -> Result<InvocationSettings, UsageError> {
    let route: CatalogRoute
    switch invocation.command {
    case .list:
      guard invocation.arguments.isEmpty else { return .failure(unexpected(invocation)) }
      route = .productList(listRequest(invocation, environment, defaultLimit: nil))
    case .show:
      guard let id = invocation.arguments.first else {
        return .failure(
          UsageError(message: "\"catalog show\" needs a product id", hint: "write catalog show ID, e.g. catalog show 1")
        )
      }
      guard invocation.arguments.count == 1 else { return .failure(unexpected(invocation)) }
      var request = ProductDetailRequest(productID: id)
      request.currency = MoneySettings.currency(invocation, environment)
      route = .productDetail(request)
    case .browse:
      guard invocation.arguments.isEmpty else { return .failure(unexpected(invocation)) }
      route = .productBrowser(listRequest(invocation, environment, defaultLimit: String(browsePageSize)))
    case .categories:
      guard invocation.arguments.isEmpty else { return .failure(unexpected(invocation)) }
      route = .categories
    case .currencies:
      guard invocation.arguments.isEmpty else { return .failure(unexpected(invocation)) }
      route = .currencies
    case .about:
      guard invocation.arguments.isEmpty else { return .failure(unexpected(invocation)) }
      route = .about(openingHomePage: invocation.flags.contains(.web))
    case .convert:
      let arguments = invocation.arguments
      guard (2...3).contains(arguments.count) else {
        return .failure(
          UsageError(
            message: "\"catalog convert\" needs an amount and a currency, and takes a second currency",
            hint: "write catalog convert AMOUNT FROM [TO], e.g. catalog convert 100 USD EUR"))
      }
      let to = arguments.count == 3 ? arguments[2] : MoneySettings.currency(invocation, environment) ?? "USD"
      route = .convert(ConvertCurrencyRequest(amount: arguments[0], from: arguments[1], to: to))
    case .add, .edit, .delete:
      switch writeRoute(invocation, onTerminal: inputIsTerminal && outputIsTerminal, inputIsTerminal: inputIsTerminal) {
      case .success(let made): route = made
      case .failure(let error): return .failure(error)
      }
    case .cache, .completion, .man:
      // These read no catalog; the composition root runs them (`CatalogCommand`).
      return .failure(CacheCommand.usage)
    }

    var format: OutputFormat?
    if let text = invocation.values[.format] {
      guard let named = OutputFormat(rawValue: text.lowercased()) else {
        return .failure(
          UsageError(
            message: "invalid -o \"\(TerminalText.quote(text))\"",
            hint: "valid formats: " + OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")))
      }
      format = named
    }
    if invocation.flags.contains(.json) {
      if let format, format != .json {
        return .failure(
          UsageError(message: "--json and -o \(format.rawValue) contradict each other", hint: "give one of them"))
      }
      format = .json
    }

    let sourceText = sourceText(of: invocation, environment: environment)
    var source = CatalogSource.embedded
    if let sourceText {
      let origin = invocation.values[.source] == nil ? "CATALOG_SOURCE" : "--source"
      switch CatalogSource.parse(sourceText) {
      case .success(let parsed): source = parsed
      case .failure(.empty):
        return .failure(UsageError(message: "\(origin) is empty", hint: "give a file path, or leave it out"))
      case .failure(.unusableURL):
        return .failure(
          UsageError(
            message:
              "\(origin) \"\(TerminalText.quote(ServerURL.redacting(sourceText)))\" is not a URL a request can be sent to",
            hint: "write it as http://HOST[:PORT][/PATH]"))
      case .failure(.portOutOfRange(let port)):
        return .failure(
          UsageError(
            message:
              "\(origin) \"\(TerminalText.quote(ServerURL.redacting(sourceText)))\" has port \(TerminalText.quote(port)), outside 1-65535",
            hint: "write the server's port, as in http://localhost:8001"))
      case .failure(.unsupportedScheme(let scheme)):
        return .failure(
          UsageError(
            message:
              "\(origin) \"\(TerminalText.quote(ServerURL.redacting(sourceText)))\" uses \"\(TerminalText.quote(scheme))\"",
            hint: "give a local path, or an http:// or https:// URL (datasette+http:// to name the kind)"))
      }
    }
    var http = HTTPSettings()
    http.proxy = HTTPProxy.from(environment: environment)
    if let text = invocation.values[.timeout] {
      guard let seconds = Double(text.trimmingCharacters(in: .whitespaces)), seconds.isFinite, seconds > 0,
        seconds <= 3600
      else {
        return .failure(
          UsageError(
            message:
              "invalid --timeout \"\(TerminalText.quote(text))\": expected a number of seconds above 0 and at most 3600",
            hint: "write --timeout 30 for half a minute"))
      }
      http.timeout = seconds
    }
    var warnings: [ErrorViewModel] = []
    if case .server(let server, _) = source {
      switch TokenSource.credential(file: invocation.values[.tokenFile], environment: environment, for: server.base) {
      case .success(let found):
        http.credential = found.credential
        warnings = found.warnings
      case .failure(let error): return .failure(error)
      }
    }
    let money: MoneySettings
    switch MoneySettings.make(invocation, environment: environment) {
    case .success(let made): money = made
    case .failure(let error): return .failure(error)
    }
    let isDetail = ![.list, .currencies].contains(invocation.command)
    let mode = OutputMode.resolve(format, outputIsTerminal: outputIsTerminal, isDetail: isDetail)
    var fields: [ProductFieldPath]?
    if let text = invocation.values[.fields] {
      switch fieldPaths(text) {
      case .success(let paths): fields = paths
      case .failure(let error): return .failure(error)
      }
    }
    return .success(
      InvocationSettings(
        route: route, source: source, mode: mode, http: http, fields: fields, warnings: warnings, money: money))
  }

  /// `--fields id,title,dimensions.width`: known names only, each once, in the order given.
  private static func fieldPaths(_ text: String) -> Result<[ProductFieldPath], UsageError> {
    let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    let known = ProductFieldPath.all.map(\.name)
    var paths: [ProductFieldPath] = []
    for name in names {
      guard let path = ProductFieldPath(name) else {
        let guess = ClosestMatch.suggestion(for: name, among: known).map { "did you mean \"\($0)\"? " } ?? ""
        return .failure(
          UsageError(
            message: "unknown field \"\(TerminalText.quote(name))\" in --fields",
            hint: guess + "valid fields: " + known.joined(separator: ", ")))
      }
      if !paths.contains(path) { paths.append(path) }
    }
    guard !paths.isEmpty else {
      return .failure(UsageError(message: "--fields is empty", hint: "name fields, e.g. --fields id,title,price"))
    }
    return .success(paths)
  }

  /// The route of `add`, `edit` and `delete`: the id, where the change comes from, and whether
  /// it may go ahead without asking.
  private static func writeRoute(_ invocation: CommandInvocation, onTerminal: Bool, inputIsTerminal: Bool)
    -> Result<CatalogRoute, UsageError>
  {
    let name = "catalog \(invocation.command.rawValue)"
    let dryRun = invocation.flags.contains(.dryRun)
    var id = ""
    if invocation.command != .add {
      guard let first = invocation.arguments.first else {
        return .failure(UsageError(message: "\"\(name)\" needs a product id", hint: "write \(name) ID, e.g. \(name) 5"))
      }
      id = first
    }
    guard invocation.arguments.count == (invocation.command == .add ? 0 : 1) else {
      return .failure(unexpected(invocation))
    }
    if invocation.command == .delete {
      if invocation.flags.contains(.yes) || dryRun { return .success(.deleteProduct(id: id, .given, dryRun: dryRun)) }
      guard inputIsTerminal else {
        return .failure(
          UsageError(
            message: "\"\(name)\" asks before deleting, and there is no terminal to ask on",
            hint: "add --yes to delete product \(TerminalText.quote(id)) without being asked"))
      }
      return .success(.deleteProduct(id: id, .ask, dryRun: dryRun))
    }
    let form = ProductForm(
      OptionSpec.fieldOptions.compactMap { option in
        guard case .field(let field) = option.id, let value = invocation.values[option.id] else { return nil }
        return FieldMember(field.rawValue, .typed(value))
      })
    let input: ProductInput
    switch (form.isEmpty, invocation.values[.from]) {
    case (false, .some):
      return .failure(
        UsageError(message: "field flags and --from contradict each other", hint: "give the fields one way"))
    case (false, nil): input = .form(form)
    case (true, .some(let path)): input = .document(path: path)
    case (true, nil):
      guard onTerminal else {
        return .failure(
          UsageError(
            message: "\"\(name)\" was given nothing to " + (invocation.command == .add ? "add" : "change"),
            hint: "give field flags such as --title and --price, or --from FILE; on a terminal, an editor opens"))
      }
      input = .editor
    }
    return .success(
      invocation.command == .add ? .addProduct(input, dryRun: dryRun) : .editProduct(id: id, input, dryRun: dryRun))
  }

  /// The query flags as typed; the use case validates them.
  private static func listRequest(
    _ invocation: CommandInvocation, _ environment: [String: String], defaultLimit: String?
  ) -> ProductListRequest {
    ProductListRequest(
      searchText: invocation.values[.search], category: invocation.values[.category],
      sortField: invocation.values[.sort], sortOrder: invocation.values[.order],
      limit: invocation.values[.limit] ?? defaultLimit, skip: invocation.values[.skip],
      currency: MoneySettings.currency(invocation, environment))
  }

  /// Products one request loads in the browser: a few screens, so scrolling rarely waits.
  static let browsePageSize = 100

  private static func unexpected(_ invocation: CommandInvocation) -> UsageError {
    let takesID = [.show, .edit, .delete].contains(invocation.command)
    let extra = invocation.arguments.dropFirst(takesID ? 1 : 0).first ?? ""
    return UsageError(
      message: "unexpected argument \"\(TerminalText.quote(extra))\" for \"catalog \(invocation.command.rawValue)\"",
      hint: invocation.command == .list || invocation.command == .browse
        ? "to search, write --search \"\(TerminalText.quote(extra))\""
        : "run \"catalog \(invocation.command.rawValue) --help\" for its usage")
  }
}
