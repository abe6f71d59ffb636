import BusinessLogic

/// The flags the command line knows.
enum OptionID: Hashable, Sendable {
  case source, timeout, tokenFile, format, json, fields, noColor, noPager, help, version, license
  case search, category, sort, order, limit, skip
  case from, dryRun, yes
  case currency, rates, locale, web
  case username, passwordStdin, withToken
  case host, port, readOnly, cors, users, writeTokenFile, allowHost
  /// A product field of `add` and `edit` (`--price`).
  case field(ProductField)
  /// A scene's own flag, named by its long name: declared once, by its `OptionSpec(flag:…)`.
  case named(String)
}
