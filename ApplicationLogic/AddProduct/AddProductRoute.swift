/// The add scene opens with where the product comes from, and whether to only say what it
/// would add.
public struct AddProductDestination: SceneDestination {
  public var input: ProductInput
  public var dryRun: Bool

  public init(input: ProductInput, dryRun: Bool) {
    (self.input, self.dryRun) = (input, dryRun)
  }
}

extension CatalogRoute {
  public static func addProduct(_ input: ProductInput, dryRun: Bool) -> Self {
    Self(AddProductDestination(input: input, dryRun: dryRun))
  }
}
