/// The commands the program has.
enum CommandName: String, CaseIterable, Sendable {
  case list, show, categories, browse, add, edit, delete, currencies, convert, about, cache, completion, man
}
