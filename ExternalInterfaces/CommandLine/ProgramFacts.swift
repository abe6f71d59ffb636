/// What both `catalog --help` and the manual page say about the program as a whole, written
/// once.
enum ProgramFacts {
  static let purpose = "browse and change a product catalog from the terminal"

  static let description =
    "catalog lists, searches, filters, sorts and shows the products of a catalog: the one built in "
    + "(DummyJSON's 194 products), a local JSON file, or a DummyJSON or Datasette server. It browses "
    + "them full-screen, and adds, edits and deletes products in a local file or on a server. It shows prices in any "
    + "currency at the day's exchange rates (Frankfurter or the ECB's reference file). Output is a table on "
    + "a terminal and tab-separated values in a pipe; -o chooses table, tsv, json, jsonl or csv."

  static let environment: [(name: String, meaning: String)] = [
    ("CATALOG_SOURCE", "catalog to read when --source is not given"),
    (
      "CATALOG_CACHE_DIR",
      "where indexes of large catalog files are kept (default $XDG_CACHE_HOME/catalog or ~/.cache/catalog; "
        + "empty: keep none); the first command on such a file starts \"catalog cache build\" in the background "
        + "to make its index"
    ),
    (
      "CATALOG_CACHE_SIZE",
      "the most the index cache holds, such as 4G or 500M (default 2G); the least recently used indexes go first, "
        + "and one index larger than that is kept alone"
    ),
    ("CATALOG_PAGER, PAGER", "the pager for long output on a terminal (default less -FRX; empty: none)"),
    (
      "CATALOG_TOKEN",
      "token for a catalog server (Datasette's write API), sent as Authorization: Bearer to that server only; "
        + "--token-file reads it from a file instead"
    ),
    ("CATALOG_CURRENCY", "show prices in this currency when --currency is not given"),
    (
      "CATALOG_RATES",
      "exchange rates when --rates is not given: a Frankfurter API URL or an ECB eurofxref XML file "
        + "(default \(RatesLocation.defaultText)); kept in the cache directory until newer ones are due"
    ),
    ("LC_ALL, LC_MONETARY, LANG", "the locale money is written in (de_DE.UTF-8: 1.234,56 €); C: $1,234.56"),
    ("BROWSER", "the command \"catalog about --web\" opens links with (else xdg-open on a desktop)"),
    ("VISUAL, EDITOR", "the editor add and edit open on a terminal (default vi)"),
    ("NO_COLOR", "set to turn colour off; CLICOLOR_FORCE=1 forces it on"),
    ("COLUMNS", "table width when the terminal does not report one"),
  ]

  static let exitStatuses: [(code: Int, meaning: String)] = [
    (0, "success (an empty list too)"),
    (1, "the catalog could not answer, or a change could not be made"),
    (2, "usage error, or a change that breaks the catalog's rules"),
  ]
}
