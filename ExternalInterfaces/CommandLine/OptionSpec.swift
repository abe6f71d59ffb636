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

  init(id: OptionID, long: String, short: Character?, valueName: String?, help: String) {
    (self.id, self.long, self.short, self.valueName, self.help) = (id, long, short, valueName, help)
  }

  /// A scene's own flag, in one declaration (`static let` in an extension in the scene's
  /// folder): its long name is its identity. Read it with `CommandInvocation.value(_:)` or
  /// `isGiven(_:)`.
  init(flag long: String, short: Character? = nil, valueName: String?, help: String) {
    self.init(id: .named(long), long: long, short: short, valueName: valueName, help: help)
  }

  /// Whether its value names a file: kept as the bytes given (`LosslessText`), where any other
  /// value must be UTF-8 text.
  var takesPath: Bool { [.source, .from, .tokenFile, .rates, .users, .writeTokenFile].contains(id) }

  /// `-L, --limit N` as help shows it.
  var synopsis: String {
    let shortPart = short.map { "-\($0), " } ?? "    "
    return shortPart + "--" + long + (valueName.map { " " + $0 } ?? "")
  }

  static let source = OptionSpec(
    id: .source, long: "source", short: nil, valueName: "PATH|URL",
    help:
      "JSON file (- for stdin), or DummyJSON or Datasette URL (env CATALOG_SOURCE); default: embedded")
  /// `--source` as `catalog cache build` takes it: a local file only.
  static let fileSource = OptionSpec(
    id: .source, long: "source", short: nil, valueName: "FILE",
    help: "the local JSON file to index, for build (env CATALOG_SOURCE)")
  /// `--source` as the sign-in commands take it: a server.
  static let serverSource = OptionSpec(
    id: .source, long: "source", short: nil, valueName: "URL",
    help: "the catalog server's URL, as for other commands (env CATALOG_SOURCE)")
  static let username = OptionSpec(
    id: .username, long: "username", short: nil, valueName: "NAME",
    help: "the username to sign in to a DummyJSON server with")
  static let passwordStdin = OptionSpec(
    id: .passwordStdin, long: "password-stdin", short: nil, valueName: nil,
    help: "read the password from standard input's first line; never give it as a flag")
  static let withToken = OptionSpec(
    id: .withToken, long: "with-token", short: nil, valueName: nil,
    help: "read a token from standard input's first line, to sign in to a Datasette server")
  static let timeout = OptionSpec(
    id: .timeout, long: "timeout", short: nil, valueName: "SECONDS",
    help: "seconds a server request may take in all, retries included (default 10)")
  static let tokenFile = OptionSpec(
    id: .tokenFile, long: "token-file", short: nil, valueName: "PATH",
    help: "read the server's token from PATH (or env CATALOG_TOKEN); never give a token itself as a flag")
  static let format = OptionSpec(
    id: .format, long: "format", short: "o", valueName: "FORMAT",
    help: "table, tsv, json, jsonl or csv (default: table on a terminal, tsv in a pipe)")
  static let fields = OptionSpec(
    id: .fields, long: "fields", short: nil, valueName: "LIST",
    help: "only these fields, in this order: id,title,price (nested: dimensions.width)")
  static let json = OptionSpec(id: .json, long: "json", short: nil, valueName: nil, help: "shorthand for -o json")
  static let noColor = OptionSpec(
    id: .noColor, long: "no-color", short: nil, valueName: nil, help: "never colour output (also NO_COLOR)")
  static let noPager = OptionSpec(
    id: .noPager, long: "no-pager", short: nil, valueName: nil,
    help: "never page output on a terminal (also an empty CATALOG_PAGER)")
  static let help = OptionSpec(id: .help, long: "help", short: "h", valueName: nil, help: "show help")
  static let version = OptionSpec(
    id: .version, long: "version", short: nil, valueName: nil, help: "show the version")
  static let license = OptionSpec(
    id: .license, long: "license", short: nil, valueName: nil, help: "show the embedded catalog's license")
  static let search = OptionSpec(
    id: .search, long: "search", short: "S", valueName: "TEXT",
    help: "only products whose title or description contains TEXT (case-insensitive)")
  static let category = OptionSpec(
    id: .category, long: "category", short: "c", valueName: "SLUG",
    help: "only products in this category (see \"catalog categories\")")
  static let sort = OptionSpec(
    id: .sort, long: "sort", short: nil, valueName: "FIELD",
    help: "order by " + alternatives(ProductSortField.allCases.map(\.rawValue)))
  static let order = OptionSpec(
    id: .order, long: "order", short: nil, valueName: "asc|desc", help: "sort direction (default asc)")
  static let limit = OptionSpec(
    id: .limit, long: "limit", short: "L", valueName: "N", help: "show at most N products (default 30; 0 for all)")
  static let skip = OptionSpec(
    id: .skip, long: "skip", short: nil, valueName: "N", help: "skip the first N matching products")

  /// In the browser a page is what one request loads, not what is shown.
  static let browseLimit = OptionSpec(
    id: .limit, long: "limit", short: "L", valueName: "N",
    help: "load N products per request as you scroll (default 100; 0 loads all at once)")
  static let browseSkip = OptionSpec(
    id: .skip, long: "skip", short: nil, valueName: "N", help: "start with product N+1 selected")

  static let queryOptions = [search, category, sort, order, limit, skip]

  static let currency = OptionSpec(
    id: .currency, long: "currency", short: nil, valueName: "CODE",
    help: "prices in this currency, e.g. EUR (env CATALOG_CURRENCY; see \"catalog currencies\")")
  static let rates = OptionSpec(
    id: .rates, long: "rates", short: nil, valueName: "URL|PATH",
    help: "exchange rates: a Frankfurter API or an ECB eurofxref XML file (env CATALOG_RATES; "
      + "default \(RatesLocation.defaultText))")
  static let locale = OptionSpec(
    id: .locale, long: "locale", short: nil, valueName: "NAME",
    help: "write money as in this locale, e.g. de_DE (default: LC_ALL, LC_MONETARY or LANG)")
  static let web = OptionSpec(
    id: .web, long: "web", short: "w", valueName: nil, help: "open the catalog's home page in the browser")
  /// The flags of every command that shows prices.
  static let moneyOptions = [currency, rates, locale]

  static let from = OptionSpec(
    id: .from, long: "from", short: "f", valueName: "FILE",
    help: "take the fields from a JSON object in FILE (- for stdin); for edit, a merge patch")
  static let dryRun = OptionSpec(
    id: .dryRun, long: "dry-run", short: nil, valueName: nil, help: "show the change field by field; write nothing")
  static let yes = OptionSpec(
    id: .yes, long: "yes", short: "y", valueName: nil, help: "delete without asking (needed when not on a terminal)")
  static let lockTimeout = OptionSpec(
    id: .timeout, long: "timeout", short: nil, valueName: "SECONDS",
    help: "seconds to wait for another command changing the same file, or for a server (default 10)")

  /// The product field flags of `add` and `edit`, one per field `show` prints.
  static let fieldOptions: [OptionSpec] = [
    field(.title, "title", "TEXT", "the product's name (required for add)"),
    field(.description, "description", "TEXT", "a description"),
    OptionSpec(
      id: .field(.category), long: "category", short: "c", valueName: "SLUG",
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
    OptionSpec(id: .field(field), long: long, short: nil, valueName: value, help: help)
  }

  /// `catalog serve`'s own flags.
  static let serveOptions = [
    OptionSpec(
      id: .host, long: "host", short: nil, valueName: "ADDRESS",
      help: "the IP address to listen on (default 127.0.0.1: this machine only; 0.0.0.0 for every network)"),
    OptionSpec(
      id: .port, long: "port", short: "p", valueName: "PORT", help: "the port (default 8080; 0: any free port)"),
    OptionSpec(id: .readOnly, long: "read-only", short: nil, valueName: nil, help: "refuse every change (405)"),
    OptionSpec(
      id: .users, long: "users", short: nil, valueName: "FILE",
      help: "sign-in users, a JSON file only you can read: {\"users\": [{\"username\": …, \"password\": …}]}"),
    OptionSpec(
      id: .writeTokenFile, long: "write-token-file", short: nil, valueName: "PATH",
      help: "a token that may change the catalog, read from PATH (only you can read it)"),
    OptionSpec(
      id: .cors, long: "cors", short: nil, valueName: "ORIGIN",
      help: "let pages of this origin call the API from a browser (https://app.example)"),
    OptionSpec(
      id: .allowHost, long: "allow-host", short: nil, valueName: "NAMES",
      help: "other host names clients reach the server by, comma-separated (checked against Host)"),
    images,
    OptionSpec(
      id: .tokenFile, long: "token-file", short: nil, valueName: "PATH",
      help: "the token for a --source server, read from PATH (or env CATALOG_TOKEN)"),
  ]

  /// `catalog serve --images`: pages may load product images from the hosts the catalog names.
  static let images = OptionSpec(
    flag: "images", valueName: nil,
    help: "let the web pages load product images from the catalog's image hosts (off: links only)")

  /// Output, source and safety flags of the commands that change products.
  static let writeOptions = [dryRun, format, json, noColor, source, tokenFile, lockTimeout]

  /// `a, b or c`.
  private static func alternatives(_ words: [String]) -> String {
    guard let last = words.last else { return "" }
    return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last
  }
  static let outputOptions = [format, json, noColor, noPager, source, tokenFile, timeout]
  /// Output options of the commands that print products.
  static let productOutputOptions =
    [format, json, fields, noColor, noPager, source, tokenFile, timeout]
    + moneyOptions
  static let globalOptions = [help, version, license]
}
