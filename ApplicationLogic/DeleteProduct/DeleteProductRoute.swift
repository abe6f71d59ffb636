/// The delete scene opens with the product's id as typed, whether the deletion was confirmed,
/// and whether to only say what it would delete.
public struct DeleteProductDestination: SceneDestination {
  public var id: String
  public var confirmation: DeleteConfirmation
  public var dryRun: Bool

  public init(id: String, confirmation: DeleteConfirmation, dryRun: Bool) {
    (self.id, self.confirmation, self.dryRun) = (id, confirmation, dryRun)
  }
}

extension CatalogRoute {
  public static func deleteProduct(id: String, _ confirmation: DeleteConfirmation, dryRun: Bool) -> Self {
    Self(DeleteProductDestination(id: id, confirmation: confirmation, dryRun: dryRun))
  }
}
