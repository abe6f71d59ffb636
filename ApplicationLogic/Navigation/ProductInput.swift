import BusinessLogic

/// Where a write scene gets what to change: flags already read into a form, a JSON document to
/// read (`--from FILE`, `-` for standard input; a merge patch for an edit), or an editor.
public enum ProductInput: Hashable, Sendable {
  case form(ProductForm)
  case document(path: String)
  case editor
}

/// Whether a delete was confirmed before it started (`--yes`), or must be asked for.
public enum DeleteConfirmation: Hashable, Sendable {
  case given
  case ask
}
