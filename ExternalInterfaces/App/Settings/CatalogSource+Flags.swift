extension CatalogSource {
  /// The source as given: `--source`, else a non-empty `CATALOG_SOURCE`; nil for the default.
  static func text(of invocation: CommandInvocation, environment: [String: String]) -> String? {
    RouteInputs(invocation: invocation, environment: environment, outputIsTerminal: false, inputIsTerminal: false)
      .sourceText
  }

  /// The source the invocation names, else the embedded catalog.
  static func requested(by invocation: CommandInvocation, environment: [String: String]) -> Result<
    CatalogSource, UsageError
  > {
    guard let text = text(of: invocation, environment: environment) else { return .success(.embedded) }
    let origin = invocation.value(.source) == nil ? "CATALOG_SOURCE" : "--source"
    // Never the token a URL may carry: what was given is echoed without it. Made only for a
    // message: every command with a source would otherwise redact it.
    var given: String { "\(origin) \"\(TerminalText.quote(ServerURL.redacting(text)))\"" }
    switch parse(text) {
    case .success(let source): return .success(source)
    case .failure(.empty):
      return .failure(UsageError(message: "\(origin) is empty", hint: "give a file path, or leave it out"))
    case .failure(.unusableURL):
      return .failure(
        UsageError(
          message: "\(given) is not a URL a request can be sent to", hint: "write it as http://HOST[:PORT][/PATH]"))
    case .failure(.portOutOfRange(let port)):
      return .failure(
        UsageError(
          message: "\(given) has port \(TerminalText.quote(port)), outside 1-65535",
          hint: "write the server's port, as in http://localhost:8001"))
    case .failure(.passwordInURL):
      return .failure(
        UsageError(
          message: "\(origin) has a password in the URL, where other users and logs can read it",
          hint: "remove it, and put it in ~/.pgpass (PGPASSFILE), PGPASSWORD or a service file (PGSERVICE)"))
    case .failure(.unsupportedScheme(let scheme)):
      return .failure(
        UsageError(
          message: "\(given) uses \"\(TerminalText.quote(scheme))\"",
          hint: "give a local path, an http:// or https:// URL (datasette+http:// to name the kind), or postgres://"))
    }
  }
}
