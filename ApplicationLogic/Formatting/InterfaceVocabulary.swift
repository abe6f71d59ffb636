import BusinessLogic

/// Plug-in: the words of the interface in front of the user, so messages can name the control
/// the user actually typed into (`--limit` on a command line) without presenters knowing which
/// interface that is.
public protocol InterfaceVocabulary: Sendable {
  func name(of field: RequestField) -> String
  /// How the user lists the categories (`run "catalog categories"`).
  var howToListCategories: String { get }
  /// How the user finds the ids of products (`run "catalog list"`).
  var howToFindProductIDs: String { get }
  /// How the user asks for the page after one that ends at `offset`.
  func howToContinue(afterOffset offset: Int) -> String
  /// How the user gives a server more time (`allow more time with --timeout SECONDS`).
  var howToAllowMoreTime: String { get }
  /// How the user goes back to the embedded catalog (`leave out --source and CATALOG_SOURCE …`).
  var howToUseTheEmbeddedCatalog: String { get }
  /// The kinds of source the user can give (`give a JSON file, a pipe or - for standard input`).
  var howToGiveASource: String { get }
  /// How the user makes a copy of a catalog that can be changed (`catalog list -L 0 -o json > …`).
  var howToMakeAWritableCopy: String { get }
  /// How the user gives a server a token (`sign in with …, set CATALOG_TOKEN, or …--token-file PATH`).
  var howToGiveAToken: String { get }
  /// How the user lists the currencies the rates know (`run "catalog currencies"`).
  var howToListCurrencies: String { get }
  /// How the user names another rates service (`--rates URL|PATH or CATALOG_RATES`).
  var howToChooseRates: String { get }
  /// How the user names the server a sign-in is for (`give --source URL`).
  var howToNameAServer: String { get }
  /// How the user gives what a server signs in with (`give --username NAME and the password …`).
  func howToGive(_ secret: SignInSecretKind) -> String
  /// How the user signs in to `origin` (`sign in with "catalog auth login --source ORIGIN"`).
  func howToSignIn(at origin: String) -> String
  /// How a catalog source is named in a sentence (a path, a URL; to a server's visitors,
  /// `the catalog`, since where the server keeps it is the operator's business).
  func shown(source: String) -> String
  /// How a rates service or file is named (to a server's visitors, its host at most: a URL's
  /// query can hold an access key).
  func shown(ratesLocation: String) -> String
  /// A store's own account of a failure (libpq's "connection to server at … failed"), or nil
  /// where it is not the reader's business (a server's visitors: it names the operator's hosts).
  func shown(storeDetail: String) -> String?
}

extension InterfaceVocabulary {
  public func shown(source: String) -> String { TerminalSafeText.singleLine(source) }
  public func shown(ratesLocation: String) -> String { TerminalSafeText.singleLine(ratesLocation) }
  public func shown(storeDetail: String) -> String? { TerminalSafeText.singleLine(storeDetail) }
}
