// Uses a scene, and no scene uses it: no cycle.
struct CatalogScreen {
  func cart() -> CartScreen { CartScreen() }
}
