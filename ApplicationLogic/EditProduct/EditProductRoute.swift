/// The edit scene opens with the product's id as typed, where the change comes from, and
/// whether to only say what it would change.
public struct EditProductDestination: SceneDestination {
  public var id: String
  public var input: ProductInput
  public var dryRun: Bool

  public init(id: String, input: ProductInput, dryRun: Bool) {
    (self.id, self.input, self.dryRun) = (id, input, dryRun)
  }
}

extension CatalogRoute {
  public static func editProduct(id: String, _ input: ProductInput, dryRun: Bool) -> Self {
    Self(EditProductDestination(id: id, input: input, dryRun: dryRun))
  }
}
