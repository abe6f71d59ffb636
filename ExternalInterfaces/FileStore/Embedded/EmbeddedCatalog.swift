/// The catalog compiled into the binary: DummyJSON's 194 products, under the MIT license that
/// `catalog --license` prints. Compiled in, not bundled, so a binary copied alone still has it.
enum EmbeddedCatalog {
  static let sourceName = "the embedded catalog"
  static var productsJSON: String { EmbeddedCatalogData.productsJSON }
  static var license: String { EmbeddedCatalogData.license }
}
