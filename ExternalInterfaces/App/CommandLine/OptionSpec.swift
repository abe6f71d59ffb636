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

  /// `-L, --limit N` as help shows it.
  var synopsis: String {
    let shortPart = short.map { "-\($0), " } ?? "    "
    return shortPart + "--" + long + (valueName.map { " " + $0 } ?? "")
  }

  static let source = OptionSpec(
    id: .source, long: "source", short: nil, valueName: "PATH|URL",
    help:
      "JSON file (- for stdin), or DummyJSON or Datasette URL (env CATALOG_SOURCE); default: embedded")
  static let timeout = OptionSpec(
    id: .timeout, long: "timeout", short: nil, valueName: "SECONDS",
    help: "seconds a server request may take in all, retries included (default 10)")
  static let format = OptionSpec(
    id: .format, long: "format", short: "o", valueName: "FORMAT",
    help: "table, tsv, json, jsonl or csv (default: table on a terminal, tsv in a pipe)")
  static let fields = OptionSpec(
    id: .fields, long: "fields", short: nil, valueName: "LIST",
    help: "only these fields, in this order: id,title,price (nested: dimensions.width)")
  static let json = OptionSpec(id: .json, long: "json", short: nil, valueName: nil, help: "shorthand for -o json")
  static let noColor = OptionSpec(
    id: .noColor, long: "no-color", short: nil, valueName: nil, help: "never colour output (also NO_COLOR)")
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

  /// `a, b or c`.
  private static func alternatives(_ words: [String]) -> String {
    guard let last = words.last else { return "" }
    return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last
  }
  static let outputOptions = [format, json, noColor, source, timeout]
  /// Output options of the commands that print products.
  static let productOutputOptions = [format, json, fields, noColor, source, timeout]
  static let globalOptions = [help, version, license]
  static let all = queryOptions + productOutputOptions + globalOptions
}
