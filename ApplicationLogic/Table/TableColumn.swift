/// One column of a table as a presenter declares it.
public struct TableColumn: Hashable, Sendable {
  public enum Alignment: Hashable, Sendable { case leading, trailing }

  /// The machine name, used as the CSV header (`price`).
  public let key: String
  /// The heading people see (`PRICE`).
  public let title: String
  public let alignment: Alignment
  /// Columns with a higher value give up width first when the table is too wide; 0 never shrinks.
  public let shrinkPriority: Int
  /// The narrowest a shrinking column may become.
  public let minimumWidth: Int
  /// Whether the column only appears when there is room for it.
  public let isOptional: Bool

  public init(
    key: String,
    title: String,
    alignment: Alignment = .leading,
    shrinkPriority: Int = 0,
    minimumWidth: Int = 1,
    isOptional: Bool = false
  ) {
    self.key = key
    self.title = title
    self.alignment = alignment
    self.shrinkPriority = shrinkPriority
    self.minimumWidth = minimumWidth
    self.isOptional = isOptional
  }
}
