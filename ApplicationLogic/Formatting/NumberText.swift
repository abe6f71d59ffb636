/// Numbers for machines: the shortest text that reads back as the same value, and whole numbers
/// without a fraction (`10`, not `10.0`), as the catalog itself writes them.
public enum NumberText {
  public static func exact(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return value.description
  }

  /// Two decimals at most, trailing zeros dropped (`4.5`, `2.56`, `3`): for ratings and
  /// percentages, where the catalog's precision is two places.
  public static func short(_ value: Double) -> String {
    exact((value * 100).rounded(.toNearestOrAwayFromZero) / 100)
  }
}
