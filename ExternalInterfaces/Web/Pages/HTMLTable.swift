import ApplicationLogic

/// A presenter's table as an HTML table: its columns' titles as headers, its cells' meanings as
/// classes, numbers aligned, and the columns a narrow screen can do without marked so.
enum HTMLTable {
  /// `link` gives the address (already escaped) a row's cell in a column links to, if any;
  /// `marks`, by column, the word a cell of a style carries beside it, so that what its colour
  /// says is also said in words (`low` beside a stock shown in the warning colour); `lead`, HTML
  /// (already escaped) before a cell's text, such as a thumbnail.
  static func html(
    _ table: TableViewModel, caption: String, className: String, optional: Set<String> = [],
    marks: [String: [TextStyle: String]] = [:], lead: (_ row: Int, _ column: String) -> String? = { _, _ in nil },
    link: (_ row: Int, _ column: String) -> String? = { _, _ in nil }
  ) -> String {
    func classes(_ column: TableViewModel.Column, _ extra: [String] = []) -> String {
      var names = extra
      if column.alignment == .trailing { names.append("num") }
      if optional.contains(column.key) { names.append("optional") }
      return names.isEmpty ? "" : " class=\"\(names.joined(separator: " "))\""
    }
    var html =
      "<div class=\"table\"><table class=\"\(className)\"><caption class=\"secondary\">"
      + HTML.text(caption) + "</caption><thead><tr>"
    for column in table.columns {
      html += "<th scope=\"col\"\(classes(column))>\(HTML.text(HTML.capitalized(column.title)))</th>"
    }
    html += "</tr></thead><tbody>"
    for (index, row) in table.rows.enumerated() {
      html += "<tr>"
      for (column, cell) in zip(table.columns, row) {
        var content = (lead(index, column.key) ?? "") + HTML.runs([cell])
        if let mark = marks[column.key]?[cell.style] { content += " <span class=\"mark\">\(HTML.text(mark))</span>" }
        if let address = link(index, column.key) {
          html += "<td\(classes(column, ["link"])) dir=\"auto\"><a href=\"\(address)\">\(content)</a></td>"
        } else {
          html += "<td\(classes(column))>\(content)</td>"
        }
      }
      html += "</tr>"
    }
    return html + "</tbody></table></div>"
  }
}
