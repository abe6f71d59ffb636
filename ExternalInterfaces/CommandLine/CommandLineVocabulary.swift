import ApplicationLogic
import BusinessLogic

/// The command line's words for the things messages refer to.
struct CommandLineVocabulary: InterfaceVocabulary {
  func name(of field: RequestField) -> String {
    switch field {
    case .searchText: "--search"
    case .category: "--category"
    case .sortField: "--sort"
    case .sortOrder: "--order"
    case .limit: "--limit"
    case .skip: "--skip"
    case .productID: "product id"
    }
  }

  var howToListCategories: String { "run \"catalog categories\" to see them all" }

  var howToFindProductIDs: String { "run \"catalog list\" (narrow it with --search) to find product ids" }

  func howToContinue(afterOffset offset: Int) -> String {
    "--skip \(offset) for more"
  }

  var howToAllowMoreTime: String { "allow more time with --timeout SECONDS" }

  var howToUseTheEmbeddedCatalog: String {
    "leave out --source and CATALOG_SOURCE to use the embedded catalog"
  }

  var howToGiveASource: String { "give a JSON file, a pipe or - for standard input" }

  var howToMakeAWritableCopy: String {
    "save a copy with \"catalog list -L 0 -o json > catalog.json\" and change that with --source catalog.json"
  }

  var howToGiveAToken: String {
    "sign in with \"catalog auth login --source URL\", set CATALOG_TOKEN, or put the token in a file only you "
      + "can read and pass --token-file PATH"
  }

  var howToListCurrencies: String { "run \"catalog currencies\" to see them all" }

  var howToChooseRates: String {
    "name a rates service with --rates URL|PATH (or CATALOG_RATES): a Frankfurter API such as "
      + "https://api.frankfurter.dev/v1, or the ECB's eurofxref-daily.xml"
  }

  var howToNameAServer: String { "give the server's URL with --source URL (or CATALOG_SOURCE)" }

  func howToGive(_ secret: SignInSecretKind) -> String {
    switch secret {
    case .password: "give --username NAME, and the password on standard input with --password-stdin (or when asked)"
    case .token: "give the token on standard input with --with-token (or when asked)"
    }
  }

  func howToSignIn(at origin: String) -> String {
    "sign in with \"catalog auth login --source \(origin)\""
  }
}
