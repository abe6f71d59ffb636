/// How much of the browser the screen shows, as the state machine needs it: rows of the list
/// pane and of the detail pane, and how long the selected product's detail is.
public struct BrowseViewport: Hashable, Sendable {
  public let listRows: Int
  public let detailRows: Int
  public let detailLineCount: Int

  public init(listRows: Int, detailRows: Int, detailLineCount: Int) {
    self.listRows = max(1, listRows)
    self.detailRows = max(1, detailRows)
    self.detailLineCount = max(0, detailLineCount)
  }
}
