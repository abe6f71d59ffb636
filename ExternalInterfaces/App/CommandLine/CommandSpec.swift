/// A command: its names, flags and help.
struct CommandSpec: Sendable {
  let name: CommandName
  let aliases: [String]
  let summary: String
  let usage: String
  let options: [OptionSpec]
  let examples: [String]

  var allNames: [String] { [name.rawValue] + aliases }

  func option(long: String) -> OptionSpec? {
    (options + OptionSpec.globalOptions).first { $0.long == long }
  }

  func option(short: Character) -> OptionSpec? {
    (options + OptionSpec.globalOptions).first { $0.short == short }
  }

  static let list = CommandSpec(
    name: .list, aliases: ["ls"], summary: "List products: search, filter, sort and page",
    usage: "catalog list [flags]",
    options: OptionSpec.queryOptions + OptionSpec.productOutputOptions,
    examples: [
      "catalog list --search phone --sort price --order desc",
      "catalog list --fields id,title,price,stock -o csv",
      "catalog ls -c laptops -L 5 -o json",
      "catalog list -S phone --currency JPY --locale ja_JP",
      "catalog list --limit 0 | cut -f1,2",
    ])
  static let show = CommandSpec(
    name: .show, aliases: ["view"], summary: "Show every field of one product",
    usage: "catalog show ID [flags]",
    options: OptionSpec.productOutputOptions,
    examples: [
      "catalog show 1", "catalog view 42 --json", "catalog show 5 --fields title,price,dimensions.width",
      "CATALOG_CURRENCY=EUR catalog show 1",
    ])
  static let categories = CommandSpec(
    name: .categories, aliases: [], summary: "List the categories with their product counts",
    usage: "catalog categories [flags]",
    options: OptionSpec.outputOptions,
    examples: ["catalog categories", "catalog categories -o csv"])

  static let browse = CommandSpec(
    name: .browse, aliases: [],
    summary: "Browse products full-screen, list and detail side by side",
    usage: "catalog browse [flags]",
    options: [.search, .category, .sort, .order, .browseLimit, .browseSkip, .noColor, .source, .tokenFile, .timeout]
      + OptionSpec.moneyOptions,
    examples: [
      "catalog browse",
      "catalog browse --search phone --sort price --currency EUR",
      "catalog browse --source https://dummyjson.com",
    ])

  static let currencies = CommandSpec(
    name: .currencies, aliases: [],
    summary: "List the currencies prices can be shown in, with today's rates",
    usage: "catalog currencies [flags]",
    options: [.format, .json, .noColor, .noPager, .rates, .locale, .timeout],
    examples: [
      "catalog currencies", "catalog currencies -o csv",
      "catalog currencies --rates ~/Downloads/eurofxref-daily.xml",
    ])
  static let convert = CommandSpec(
    name: .convert, aliases: [],
    summary: "Convert an amount from one currency to another",
    usage: "catalog convert AMOUNT FROM [TO] [flags]",
    options: [.format, .json, .noColor, .rates, .locale, .timeout],
    examples: [
      "catalog convert 100 USD EUR", "catalog convert 2500 JPY    (to CATALOG_CURRENCY, else USD)",
      "catalog convert 19.99 EUR GBP -o json",
    ])
  static let about = CommandSpec(
    name: .about, aliases: [],
    summary: "Show the program, the catalog in use and the exchange rates' source",
    usage: "catalog about [--web] [flags]",
    options: [.web, .noColor, .source, .rates, .timeout],
    examples: ["catalog about", "catalog about --web", "catalog about --source https://dummyjson.com"])

  static let cache = CommandSpec(
    name: .cache, aliases: [],
    summary: "Show, empty or fill the index cache of large local catalogs",
    usage: "catalog cache info|clean|build [--source FILE]",
    options: [.fileSource],
    examples: [
      "catalog cache info", "catalog cache clean", "catalog cache build --source big.json",
      "CATALOG_CACHE_DIR= catalog list --source big.json",
    ])

  static let add = CommandSpec(
    name: .add, aliases: [],
    summary: "Add a product to a catalog file or server",
    usage: "catalog add [field flags | --from FILE] --source FILE|URL [flags]",
    options: OptionSpec.fieldOptions + [.from] + OptionSpec.writeOptions,
    examples: [
      "catalog add --title \"Desk lamp\" --price 24.99 --category home-decoration --source catalog.json",
      "catalog show 5 -o json | catalog add --from - --source catalog.json",
      "catalog add --source catalog.json    (on a terminal: opens $VISUAL or $EDITOR on a template)",
      "CATALOG_TOKEN=dstok_… catalog add --from lamp.json --source http://127.0.0.1:8001/catalog/products",
    ])
  static let edit = CommandSpec(
    name: .edit, aliases: [],
    summary: "Change fields of a product in a catalog file or on a server",
    usage: "catalog edit ID [field flags | --from FILE] --source FILE|URL [flags]",
    options: OptionSpec.fieldOptions + [.from] + OptionSpec.writeOptions,
    examples: [
      "catalog edit 5 --price 8.99 --stock 80 --source catalog.json",
      "echo '{\"brand\": null}' | catalog edit 5 --from - --source catalog.json",
      "catalog edit 5 --source catalog.json    (on a terminal: opens $VISUAL or $EDITOR on the product)",
      "catalog edit 5 --stock 0 --token-file ~/.catalog-token --source https://catalog.example/db/products",
    ])
  static let delete = CommandSpec(
    name: .delete, aliases: ["rm"],
    summary: "Delete a product from a catalog file or server",
    usage: "catalog delete ID --source FILE|URL [flags]",
    options: [.yes] + OptionSpec.writeOptions,
    examples: ["catalog delete 5 --source catalog.json", "catalog rm 5 --yes --source catalog.json"])

  static let completion = CommandSpec(
    name: .completion, aliases: [],
    summary: "Print a shell completion script for bash, zsh or fish",
    usage: "catalog completion bash|zsh|fish",
    options: [],
    examples: [
      "source <(catalog completion bash)                         (in ~/.bashrc)",
      "eval \"$(catalog completion zsh)\"                          (in ~/.zshrc)",
      "catalog completion fish > ~/.config/fish/completions/catalog.fish",
    ])
  static let man = CommandSpec(
    name: .man, aliases: [],
    summary: "Print the manual page, catalog(1), in roff",
    usage: "catalog man",
    options: [],
    examples: [
      "catalog man | man -l -",
      "mkdir -p ~/.local/share/man/man1 && catalog man > ~/.local/share/man/man1/catalog.1",
    ])

  static let all = [
    list, show, categories, browse, add, edit, delete, currencies, convert, about, cache, completion, man,
  ]

  static func named(_ name: String) -> CommandSpec? {
    all.first { $0.allNames.contains(name) }
  }
}
