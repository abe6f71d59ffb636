import ApplicationLogic
import BusinessLogic
import DomainEntities

/// `catalog db migrate|load`: makes or upgrades a PostgreSQL database's catalog tables, and
/// loads a catalog into them from any source. Infrastructure, as `catalog cache` is, not a
/// catalog scene: the two names are the ones scripts use.
struct DatabaseCommand {
  enum Action: String, CaseIterable {
    case migrate, load
  }

  let action: Action
  let database: PostgresURL
  /// The source `load` copies, and whether it may replace products the table holds.
  var from: CatalogSource?
  var replacing = false
  /// `--timeout`, and for a server `load` reads, its proxy and credential: what every command
  /// reads from its flags and environment (`HTTPSettings.requested`).
  var http = HTTPSettings()
  /// What reading the settings warned of (a token file others can read).
  var warnings: [ErrorViewModel] = []
  var showsProgress = false

  /// Seconds to connect and for each statement.
  var timeout: Double { http.timeout }

  static let databaseSource = OptionSpec(
    flag: "source", valueName: "URL", help: "the database: postgres://[USER@]HOST[:PORT]/DB (env CATALOG_SOURCE)")
  static let loadFrom = OptionSpec(
    flag: "from", short: "f", valueName: "SOURCE",
    help: "for load: the catalog to copy, any --source (a file, - for stdin, a server, a database)")
  static let databaseTimeout = OptionSpec(
    flag: "timeout", valueName: "SECONDS",
    help: "seconds to connect, and for each statement but a load's copy (default 10)")
  static let replace = OptionSpec(
    flag: "replace", valueName: nil, help: "for load: replace the products the table holds (one transaction)")

  static let registration = CommandRegistration(
    CommandSpec(
      name: "db", aliases: [], summary: "Make or fill a catalog's tables in PostgreSQL",
      usage: "catalog db migrate|load --source postgres://… [--from SOURCE] [--replace]",
      operands: .choice(Action.allCases.map(\.rawValue)), output: .record, terminal: .plain,
      options: [databaseSource, loadFrom, replace, databaseTimeout],
      examples: [
        "catalog db migrate --source postgres://catalog@localhost/shop",
        "catalog db load --from products.json --source postgres://catalog@localhost/shop",
        "catalog db load --from https://dummyjson.com --replace --source postgres:///shop",
        "PGPASSFILE=~/.pgpass catalog db migrate --source postgres://catalog@db.example.com/shop?sslmode=require",
      ]),
    tool: { invocation, context in
      switch make(invocation, environment: context.environment) {
      case .success(var command):
        command.showsProgress = SystemTerminal.isTerminal(2)
        for warning in command.warnings { context.errors.write(warning.text) }
        return await command.run(output: context.output, errors: context.errors)
      case .failure(let error): return context.refuse(error)
      }
    })

  static func make(_ invocation: CommandInvocation, environment: [String: String]) -> Result<
    DatabaseCommand, UsageError
  > {
    guard invocation.arguments.count == 1, let action = Action(rawValue: invocation.arguments[0]) else {
      return .failure(
        UsageError(
          message: "\"catalog db\" needs migrate or load",
          hint: "run \"catalog db migrate --source postgres://…\", then \"catalog db load --from FILE --source …\""))
    }
    let database: PostgresURL
    switch CatalogSource.requested(by: invocation, environment: environment) {
    case .success(.database(let url)): database = url
    case .success:
      return .failure(
        UsageError(
          message: "\"catalog db \(action.rawValue)\" needs a PostgreSQL database as its source",
          hint: "give --source postgres://[USER@]HOST[:PORT]/DB (or CATALOG_SOURCE)"))
    case .failure(let error): return .failure(error)
    }
    var command = DatabaseCommand(action: action, database: database)
    command.replacing = invocation.isGiven(replace)
    guard action == .load else {
      if invocation.value(loadFrom) != nil || command.replacing {
        return .failure(
          UsageError(
            message: "--from and --replace are for \"catalog db load\"", hint: "run \"catalog db migrate\" without them"
          ))
      }
      return command.reading(invocation, environment: environment, for: .database(database))
    }
    guard let fromText = invocation.value(loadFrom) else {
      return .failure(
        UsageError(
          message: "\"catalog db load\" needs --from SOURCE",
          hint: "give the catalog to copy: a file, a server or a database"))
    }
    switch CatalogSource.parse(fromText) {
    case .success(let source):
      command.from = source
      return command.reading(invocation, environment: environment, for: source)
    case .failure:
      return .failure(
        UsageError(
          message: "--from \"\(TerminalText.quote(ServerURL.redacting(fromText)))\" names no catalog",
          hint: "give a file path, - for stdin, an http(s):// server or a postgres:// database"))
    }
  }

  /// The command with the settings of `source`'s requests read as every command reads them.
  private func reading(_ invocation: CommandInvocation, environment: [String: String], for source: CatalogSource)
    -> Result<DatabaseCommand, UsageError>
  {
    HTTPSettings.requested(by: invocation, environment: environment, for: source).map { read in
      var command = self
      (command.http, command.warnings) = (read.settings, read.warnings)
      return command
    }
  }
}
