/// A page named by position: which of the matching products it holds, in page order.
public struct ProductSelection: Hashable, Sendable {
  /// Positions in the array of matching products the selection was made from.
  public let positions: [Int]
  /// How many products matched in all.
  public let total: Int
  public let skip: Int

  public init(positions: [Int], total: Int, skip: Int) {
    (self.positions, self.total, self.skip) = (positions, total, skip)
  }
}
