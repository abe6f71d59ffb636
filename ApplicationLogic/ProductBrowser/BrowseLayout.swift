/// Where the browser's panes go on a screen of a given size: side by side from 100 columns,
/// the list above the detail when narrower; the status line is always the last row.
public struct BrowseLayout: Hashable, Sendable {
  public static let sideBySideColumns = 100
  /// Below this the panes cannot show a useful row; the screen says so instead.
  public static let minimum = ScreenSize(columns: 40, rows: 8)

  public let size: ScreenSize

  public init(size: ScreenSize) {
    self.size = size
  }

  public var isSideBySide: Bool { size.columns >= Self.sideBySideColumns }

  public var isTooSmall: Bool {
    size.columns < Self.minimum.columns || size.rows < Self.minimum.rows
  }

  public var listWidth: Int {
    isSideBySide ? max(40, size.columns * 9 / 20) : size.columns
  }

  /// Side by side, one column between the panes is the divider.
  public var detailWidth: Int {
    isSideBySide ? size.columns - listWidth - 1 : size.columns
  }

  /// Product rows in the list pane, under its header line.
  public var listRows: Int {
    isSideBySide ? size.rows - 2 : max(1, (size.rows - 3) / 2)
  }

  /// Lines of the detail pane: beside the list it runs the full height; under it, it gets what
  /// the list, its header, the divider and the status line leave.
  public var detailRows: Int {
    isSideBySide ? size.rows - 1 : max(1, size.rows - 3 - listRows)
  }
}
