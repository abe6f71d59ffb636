import BusinessLogic
import DomainEntities

/// One flag: its names, whether it takes a value, and its line of help.
struct OptionSpec: Sendable {
  let id: OptionID
  let long: String
  let short: Character?
  /// The placeholder for its value in help (`N`); `nil` for a flag that takes no value.
  let valueName: String?
  let help: String

  var takesValue: Bool { valueName != nil }

  private init(id: OptionID, long: String, short: Character?, valueName: String?, help: String) {
    (self.id, self.long, self.short, self.valueName, self.help) = (id, long, short, valueName, help)
  }

  /// A flag, in one declaration: a `static let` here for the commands' common flags, or in an
  /// extension in a scene's folder for a scene's own. Its long name is its identity; read it
  /// with `CommandInvocation.value(_:)` or `isGiven(_:)`.
  init(flag long: String, short: Character? = nil, valueName: String?, help: String) {
    self.init(id: .named(long), long: long, short: short, valueName: valueName, help: help)
  }

  /// A product field's flag of `add` and `edit`: the field is its identity.
  private init(field: ProductField, long: String, short: Character? = nil, valueName: String, help: String) {
    self.init(id: .field(field), long: long, short: short, valueName: valueName, help: help)
  }

  /// Whether its value names a file: kept as the bytes given (`LosslessText`), where any other
  /// value must be UTF-8 text.
  var takesPath: Bool { [Self.source, .from, .tokenFile, .rates, .users, .writeTokenFile].contains { $0.id == id } }

  /// `-L, --limit N` as help shows it.
  var synopsis: String {
    let shortPart = short.map { "-\($0), " } ?? "    "
    return shortPart + "--" + long + (valueName.map { " " + $0 } ?? "")
  }

  static let source = OptionSpec(
    flag: "source", valueName: "PATH|URL",
    help:
      "JSON file (- for stdin), DummyJSON or Datasette URL, or postgres:// database (env CATALOG_SOURCE);"
      + " default: embedded")
  /// `--source` as `catalog cache build` takes it: a local file only.
  static let fileSource = OptionSpec(
    flag: "source", valueName: "FILE",
    help: "the local JSON file to index, for build (env CATALOG_SOURCE)")
  /// `--source` as the sign-in commands take it: a server.
  static let serverSource = OptionSpec(
    flag: "source", valueName: "URL",
    help: "the catalog server's URL, as for other commands (env CATALOG_SOURCE)")
  static let username = OptionSpec(
    flag: "username", valueName: "NAME",
    help: "the username to sign in to a DummyJSON server with")
  static let passwordStdin = OptionSpec(
    flag: "password-stdin", valueName: nil,
    help: "read the password from standard input's first line; never give it as a flag")
  static let withToken = OptionSpec(
    flag: "with-token", valueName: nil,
    help: "read a token from standard input's first line, to sign in to a Datasette server")
  static let timeout = OptionSpec(
    flag: "timeout", valueName: "SECONDS",
    help: "seconds a server request may take in all, retries included (default 10)")
  static let tokenFile = OptionSpec(
    flag: "token-file", valueName: "PATH",
    help: "read the server's token from PATH (or env CATALOG_TOKEN); never give a token itself as a flag")
  static let format = OptionSpec(
    flag: "format", short: "o", valueName: "FORMAT",
    help: "table, tsv, json, jsonl or csv (default: table on a terminal, tsv in a pipe)")
  static let fields = OptionSpec(
    flag: "fields", valueName: "LIST",
    help: "only these fields, in this order: id,title,price (nested: dimensions.width)")
  static let json = OptionSpec(flag: "json", valueName: nil, help: "shorthand for -o json")
  static let noColor = OptionSpec(flag: "no-color", valueName: nil, help: "never colour output (also NO_COLOR)")
  static let noPager = OptionSpec(
    flag: "no-pager", valueName: nil,
    help: "never page output on a terminal (also an empty CATALOG_PAGER)")
  static let help = OptionSpec(flag: "help", short: "h", valueName: nil, help: "show help")
  static let version = OptionSpec(flag: "version", valueName: nil, help: "show the version")
  static let license = OptionSpec(flag: "license", valueName: nil, help: "show the embedded catalog's license")
  static let search = OptionSpec(
    flag: "search", short: "S", valueName: "TEXT",
    help: "only products whose title or description contains TEXT (case-insensitive)")
  static let category = OptionSpec(
    flag: "category", short: "c", valueName: "SLUG",
    help: "only products in this category (see \"catalog categories\")")
  static let sort = OptionSpec(
    flag: "sort", valueName: "FIELD",
    help: "order by " + alternatives(ProductSortField.allCases.map(\.rawValue)))
  static let order = OptionSpec(flag: "order", valueName: "asc|desc", help: "sort direction (default asc)")
  static let limit = OptionSpec(
    flag: "limit", short: "L", valueName: "N", help: "show at most N products (default 30; 0 for all)")
  static let skip = OptionSpec(flag: "skip", valueName: "N", help: "skip the first N matching products")

  /// In the browser a page is what one request loads, not what is shown.
  static let browseLimit = OptionSpec(
    flag: "limit", short: "L", valueName: "N",
    help: "load N products per request as you scroll (default 100; 0 loads all at once)")
  static let browseSkip = OptionSpec(flag: "skip", valueName: "N", help: "start with product N+1 selected")

  static let queryOptions = [search, category, sort, order, limit, skip]

  static let currency = OptionSpec(
    flag: "currency", valueName: "CODE",
    help: "prices in this currency, e.g. EUR (env CATALOG_CURRENCY; see \"catalog currencies\")")
  static let rates = OptionSpec(
    flag: "rates", valueName: "URL|PATH",
    help: "exchange rates: a Frankfurter API or an ECB eurofxref XML file (env CATALOG_RATES; "
      + "default \(RatesLocation.defaultText))")
  /// `--rates` as `serve` takes it: a server contacts no rates service unless told to.
  static let serveRates = OptionSpec(
    flag: "rates", valueName: "URL|PATH",
    help: "exchange rates for the pages' ?currency=: a Frankfurter API or an ECB eurofxref XML file "
      + "(env CATALOG_RATES; default none: prices are not converted)")
  static let locale = OptionSpec(
    flag: "locale", valueName: "NAME",
    help: "write money as in this locale, e.g. de_DE (default: LC_ALL, LC_MONETARY or LANG)")
  static let web = OptionSpec(
    flag: "web", short: "w", valueName: nil, help: "open the catalog's home page in the browser")
  /// The flags of every command that shows prices.
  static let moneyOptions = [currency, rates, locale]

  static let from = OptionSpec(
    flag: "from", short: "f", valueName: "FILE",
    help: "take the fields from a JSON object in FILE (- for stdin); for edit, a merge patch")
  static let dryRun = OptionSpec(flag: "dry-run", valueName: nil, help: "show the change field by field; write nothing")
  static let yes = OptionSpec(
    flag: "yes", short: "y", valueName: nil, help: "delete without asking (needed when not on a terminal)")
  static let lockTimeout = OptionSpec(
    flag: "timeout", valueName: "SECONDS",
    help: "seconds to wait for another command changing the same file, or for a server (default 10)")

  /// The product field flags of `add` and `edit`, one per field `show` prints.
  static let fieldOptions: [OptionSpec] = [
    field(.title, "title", "TEXT", "the product's name (required for add)"),
    field(.description, "description", "TEXT", "a description"),
    OptionSpec(
      field: .category, long: "category", short: "c", valueName: "SLUG",
      help: "a category slug: lowercase letters, digits and -"),
    field(.brand, "brand", "TEXT", "the brand"),
    field(.price, "price", "AMOUNT", "the price: 0 or more, at most two decimals (required for add)"),
    field(.discountPercentage, "discount-percentage", "PERCENT", "the discount, 0 to 100"),
    field(.rating, "rating", "NUMBER", "the rating, 0 to 5"),
    field(.stock, "stock", "N", "units in stock"),
    field(.availabilityStatus, "availability", "TEXT", "the stated availability (In Stock, Low Stock, …)"),
    field(.tags, "tags", "A,B", "the tags, comma-separated"),
    field(.sku, "sku", "TEXT", "the stock-keeping unit"),
    field(.weight, "weight", "NUMBER", "the weight"),
    field(.dimensions, "dimensions", "WxHxD", "width, height and depth, as 10x20x5"),
    field(.warrantyInformation, "warranty", "TEXT", "the warranty"),
    field(.shippingInformation, "shipping", "TEXT", "the shipping terms"),
    field(.returnPolicy, "return-policy", "TEXT", "the return policy"),
    field(.minimumOrderQuantity, "minimum-order-quantity", "N", "the smallest order"),
    field(.images, "images", "URL,URL", "image addresses, comma-separated"),
    field(.thumbnail, "thumbnail", "URL", "the thumbnail's address"),
  ]

  private static func field(_ field: ProductField, _ long: String, _ value: String, _ help: String) -> OptionSpec {
    OptionSpec(field: field, long: long, valueName: value, help: help)
  }

  /// `catalog serve`'s own flags.
  static let serveOptions = [
    host, port, readOnly, users, writeTokenFile, noWriteToken, cors, allowHost, trustProxy, clientConnections, images,
    serveTokenFile,
  ]
  static let host = OptionSpec(
    flag: "host", valueName: "ADDRESS",
    help: "the IP address to listen on (default 127.0.0.1: this machine only; 0.0.0.0 for every network)")
  static let port = OptionSpec(
    flag: "port", short: "p", valueName: "PORT", help: "the port (default 8080; 0: any free port)")
  static let readOnly = OptionSpec(flag: "read-only", valueName: nil, help: "refuse every change (405)")
  static let users = OptionSpec(
    flag: "users", valueName: "FILE",
    help: "sign-in users, a JSON file only you can read: {\"users\": [{\"username\": …, \"password\": …}]}")
  static let writeTokenFile = OptionSpec(
    flag: "write-token-file", valueName: "PATH",
    help: "a token that may change the catalog, read from PATH (only you can read it)")
  static let noWriteToken = OptionSpec(
    flag: "no-write-token", valueName: nil,
    help: "with no --users or --write-token-file, take changes without the token printed at start (unsafe)")
  static let trustProxy = OptionSpec(
    flag: "trust-proxy", valueName: "ADDRESSES",
    help: "the balancers in front, comma-separated: the client's address is read from their X-Forwarded-For")
  static let clientConnections = OptionSpec(
    flag: "client-connections", valueName: "N",
    help: "connections one client address may hold at once (default 128; the server holds 512)")
  static let cors = OptionSpec(
    flag: "cors", valueName: "ORIGIN",
    help: "let pages of this origin call the API from a browser (https://app.example)")
  static let allowHost = OptionSpec(
    flag: "allow-host", valueName: "NAMES",
    help: "other host names clients reach the server by, comma-separated (checked against Host)")
  /// `--token-file` as `serve` takes it: for the server it reads from.
  static let serveTokenFile = OptionSpec(
    flag: "token-file", valueName: "PATH",
    help: "the token for a --source server, read from PATH (or env CATALOG_TOKEN)")

  /// `catalog serve --images`: pages may load product images from the hosts the catalog names.
  static let images = OptionSpec(
    flag: "images", valueName: nil,
    help: "let the web pages load product images from the catalog's image hosts (off: links only)")

  /// Output, source and safety flags of the commands that change products.
  static let writeOptions = [dryRun, format, json, noColor, source, tokenFile, lockTimeout]

  /// `a, b or c`.
  private static func alternatives(_ words: [String]) -> String {
    // A loop, not `joined`: the help texts are made at every start, and `joined`'s generic
    // types cost the runtime a search of every conformance in the binary.
    var text = ""
    for (place, word) in words.enumerated() {
      text += place == 0 ? "" : place == words.count - 1 ? " or " : ", "
      text += word
    }
    return text
  }
  static let outputOptions = [format, json, noColor, noPager, source, tokenFile, timeout]
  /// Output options of the commands that print products.
  static let productOutputOptions =
    [format, json, fields, noColor, noPager, source, tokenFile, timeout]
    + moneyOptions
  static let globalOptions = [help, version, license]
}
