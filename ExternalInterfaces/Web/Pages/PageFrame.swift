/// What every page around its scene shows and needs: who is signed in, whether forms may change
/// the catalog, the session's form token, the list a page was reached from, and a notice left by
/// the last change.
struct PageFrame: Sendable {
  enum Writes: Sendable, Equatable {
    /// Forms change the catalog.
    case taken
    /// Forms change the catalog once someone signs in.
    case afterSignIn
    /// No form changes it; the words say why.
    case refused(String)
  }

  var writes: Writes = .taken
  /// Whether anyone can sign in (the server has users or an operator's token).
  var canSignIn = false
  /// The name of whoever is signed in.
  var user: String?
  /// The session's form token, on pages with forms.
  var formToken: String?
  /// Whether pages may load product images from their hosts (`--images`).
  var loadsImages = false
  /// Said once, at the top of the next page (`updated product 5: …`).
  var notice: String?

  /// Whether pages offer to change the catalog (perhaps after signing in).
  var takesChanges: Bool {
    if case .refused = writes { return false }
    return true
  }
}
