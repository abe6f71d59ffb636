/// A table ready to be placed: the columns that survived fitting, their widths, and cells already
/// formatted, made terminal-safe and truncated. A view pads and joins; it decides nothing.
public struct TableViewModel: Hashable, Sendable {
  public struct Column: Hashable, Sendable {
    public let key: String
    public let title: String
    public let alignment: TableColumn.Alignment
    /// Display width of the column; 0 for exact tables, which are not padded.
    public let width: Int

    public init(key: String, title: String, alignment: TableColumn.Alignment, width: Int) {
      (self.key, self.title, self.alignment, self.width) = (key, title, alignment, width)
    }
  }

  public let columns: [Column]
  public let rows: [[StyledText]]

  public init(columns: [Column], rows: [[StyledText]]) {
    (self.columns, self.rows) = (columns, rows)
  }
}
