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
}
