/// A product's package size, in the catalog's unit (unstated by DummyJSON; shown as given).
public struct Dimensions: Hashable, Sendable {
  public let width: Double
  public let height: Double
  public let depth: Double

  public init(width: Double, height: Double, depth: Double) {
    (self.width, self.height, self.depth) = (width, height, depth)
  }
}
