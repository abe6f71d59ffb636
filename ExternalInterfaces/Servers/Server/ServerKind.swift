/// The API a catalog server speaks.
enum ServerKind: String, Sendable, Equatable {
  case dummyJSON = "dummyjson"
  case datasette
}
