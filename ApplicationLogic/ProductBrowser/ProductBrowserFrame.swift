import BusinessLogic
import DomainEntities

/// Draws the browser's state as one frame: the list pane, the detail pane, the status line, and
/// the key list over them when it is open. All catalog text is made terminal-safe on the way.
struct ProductBrowserFrame {
  let state: ProductBrowserState
  let layout: BrowseLayout
  let sourceName: String
  let detailLines: [[StyledText]]
  /// Prices in another currency, with the rates' date in the status line.
  var conversion: PriceConversion? = nil
  var money = PriceFormatter()

  func screen() -> ScreenViewModel {
    let size = layout.size
    guard !layout.isTooSmall else {
      let minimum = BrowseLayout.minimum
      let message = [
        StyledText("too small: \(size.columns)×\(size.rows)", style: .warning),
        StyledText("needs \(minimum.columns)×\(minimum.rows)"), StyledText("q quits", style: .secondary),
      ]
      let lines = (0..<size.rows).map { row in
        StyledLine.fitted(row < message.count ? [message[row]] : [], width: size.columns)
      }
      return ScreenViewModel(size: size, lines: lines)
    }
    var body: [[StyledText]]
    let list = listPane()
    let detail = detailPane()
    if layout.isSideBySide {
      let divider = StyledText("│", style: .secondary)
      body = (0..<(size.rows - 1)).map { row in
        (list.indices.contains(row) ? list[row] : StyledLine.fitted([], width: layout.listWidth))
          + [divider] + (detail.indices.contains(row) ? detail[row] : StyledLine.fitted([], width: layout.detailWidth))
      }
    } else {
      let rule = StyledText(String(repeating: "─", count: size.columns), style: .secondary)
      body = list + [[rule]] + detail
    }
    if state.mode == .help { body = overlayHelp(on: body) }
    let status = statusLines()
    return ScreenViewModel(size: size, lines: body.prefix(size.rows - status.count) + status)
  }

  // MARK: List pane

  private func listPane() -> [[StyledText]] {
    let width = layout.listWidth
    let idWidth = max(3, maxVisibleIDWidth())
    let showsRating = width >= 56
    let header =
      "  " + pad("ID", idWidth, trailing: true) + "  TITLE"
    let right = "PRICE" + (showsRating ? "  RATING" : "")
    var lines = [
      StyledLine.spread(
        [StyledText(header, style: .secondary)], [StyledText(pad(right, 0) + " ", style: .secondary)], width: width)
    ]
    if state.total == 0 {
      lines.append(StyledLine.fitted([StyledText("  " + emptyMessage(), style: .warning)], width: width))
      if state.query.searchText != nil {
        lines.append(StyledLine.fitted([StyledText("  Esc clears the filter", style: .secondary)], width: width))
      }
    } else {
      for row in state.listTop..<(state.listTop + layout.listRows) {
        lines.append(listRow(row, idWidth: idWidth, showsRating: showsRating, width: width))
      }
    }
    while lines.count < layout.listRows + 1 { lines.append(StyledLine.fitted([], width: width)) }
    return Array(lines.prefix(layout.listRows + 1))
  }

  private func listRow(_ row: Int, idWidth: Int, showsRating: Bool, width: Int) -> [StyledText] {
    if let total = state.total, row >= total { return StyledLine.fitted([], width: width) }
    guard let product = state.product(at: row) else {
      let text = state.isLoading(row: row) || state.total == nil ? "  loading…" : ""
      return StyledLine.fitted([StyledText(text, style: .secondary)], width: width)
    }
    let isSelected = row == state.selected
    let highlighted = isSelected && state.focus == .list
    let marker = isSelected ? "› " : "  "
    let price =
      if let conversion {
        conversion.price(product).map(money.string) ?? "—"
      } else {
        money.string(product.price)
      }
    let rating = product.rating.map { NumberText.short($0.value) + "★" } ?? "—"
    let right = pad(price, 10) + (showsRating ? "  " + pad(rating, 6) : "") + " "
    let left =
      marker + pad(product.id.description, idWidth) + "  " + TerminalSafeText.singleLine(product.title)
    let style: TextStyle = highlighted ? .selected : (isSelected ? .emphasis : .plain)
    return StyledLine.spread([StyledText(left, style: style)], [StyledText(right, style: style)], width: width)
  }

  private func maxVisibleIDWidth() -> Int {
    (state.listTop..<(state.listTop + layout.listRows)).compactMap { state.product(at: $0)?.id.description.count }.max()
      ?? 0
  }

  private func emptyMessage() -> String {
    NoMatchWords.sentence(for: state.query)
  }

  // MARK: Detail pane

  private func detailPane() -> [[StyledText]] {
    let width = layout.detailWidth
    var lines: [[StyledText]]
    if state.selectedProduct != nil {
      lines = detailLines.dropFirst(state.detailTop).prefix(layout.detailRows).map { [StyledText(" ")] + $0 }
    } else if state.total == 0 {
      lines = []
    } else {
      lines = [[StyledText(" loading…", style: .secondary)]]
    }
    let style: TextStyle = state.focus == .detail ? .emphasis : .secondary
    if !layout.isSideBySide, lines.isEmpty { lines = [[StyledText(" ", style: style)]] }
    while lines.count < layout.detailRows { lines.append([]) }
    return lines.map { StyledLine.fitted($0, width: width) }
  }

  // MARK: Status line

  /// The status line; a failure takes up to three, since the reason is at the end of its message.
  private func statusLines() -> [[StyledText]] {
    let width = layout.size.columns
    guard state.mode != .filtering, let failure = state.failure else { return [statusLine()] }
    let hint = [StyledText("  r retry · q quit ", style: .secondary)]
    var lines = TextWrapping.lines(of: failure.messageLine, width: width)
    if lines.count > 3 { lines = Array(lines.prefix(3)) }
    var status = lines.map { StyledLine.fitted([StyledText($0, style: .negative)], width: width) }
    if let last = lines.last, DisplayWidth.of(last) + 19 <= width {
      status[status.count - 1] = StyledLine.spread([StyledText(last, style: .negative)], hint, width: width)
    } else {
      status.append(StyledLine.spread([], hint, width: width))
    }
    return status
  }

  private func statusLine() -> [StyledText] {
    let width = layout.size.columns
    switch state.mode {
    case .filtering:
      let count = state.total.map { $0 == 1 ? "1 match" : "\($0) matches" } ?? "searching…"
      return StyledLine.spread(
        [StyledText("/" + TerminalSafeText.singleLine(state.draft) + "▏", style: .emphasis)],
        [StyledText("  \(count) · Enter keep · Esc clear ", style: .secondary)], width: width)
    case .confirmingDelete(let id, let title):
      return StyledLine.spread(
        [StyledText("delete product \(id) \"\(TerminalSafeText.singleLine(title))\"? y/N", style: .warning)],
        [StyledText("  y deletes · any other key keeps it ", style: .secondary)], width: width)
    case .browsing, .help:
      var facts = [position()]
      if let search = state.query.searchText { facts.append("filter \"\(TerminalSafeText.singleLine(search))\"") }
      if let category = state.query.category {
        facts.append("category \(TerminalSafeText.singleLine(category.rawValue))")
      }
      if let sort = state.query.sort {
        facts.append("sort \(SortFieldWords.name(of: sort.field)) \(sort.order == .ascending ? "↑" : "↓")")
      }
      if let conversion {
        facts.append(
          "\(conversion.target) at \(conversion.rates.date)" + (conversion.answer.fallback == nil ? "" : " (saved)"))
      }
      if state.isLoading { facts.append("loading…") }
      let hints = [StyledText("  ? keys · q quit ", style: .secondary)]
      let rest = " · " + facts.joined(separator: " · ")
      // A long source (a URL) gives way before the position, the filter and the sort do.
      let room = width - DisplayWidth.of(rest) - DisplayWidth.of(hints[0].text)
      let source = DisplayWidth.truncate(TerminalSafeText.singleLine(sourceName), toWidth: max(12, room))
      var left = [StyledText(source + rest)]
      if let notice = state.notice {
        left.append(StyledText(" · " + notice, style: state.noticeIsFailure ? .negative : .warning))
      }
      return StyledLine.spread(left, hints, width: width)
    }
  }

  private func position() -> String {
    guard let total = state.total else { return state.selectedProduct == nil ? "…" : "\(state.selected + 1)/…" }
    return total == 0 ? "0/0" : "\(state.selected + 1)/\(total)"
  }

  // MARK: Key list

  static let keyHelp: [(String, String)] = [
    ("j k ↓ ↑", "move"),
    ("g G", "first, last"),
    ("PgDn PgUp ^d ^u", "page, half page"),
    ("/", "filter as you type (Enter keeps, Esc clears)"),
    ("n N", "next, previous title match"),
    ("Enter", "full detail (Esc returns)"),
    ("Tab", "switch pane (j k then scroll the detail)"),
    ("s S", "next sort field, flip order"),
    ("c", "choose a category (Esc clears it)"),
    ("i", "about: the program, the catalog, the rates"),
    ("e a d", "edit, add, delete (d asks y/N)"),
    ("r", "reload"),
    ("^z", "suspend (fg returns)"),
    ("q ^c", "quit"),
  ]

  private func overlayHelp(on body: [[StyledText]]) -> [[StyledText]] {
    let width = layout.size.columns
    var lines = [StyledLine.fitted([StyledText(" Keys", style: .heading)], width: width)]
    lines += Self.keyHelp.map { keys, meaning in
      StyledLine.fitted(
        [StyledText(" " + pad(keys, 17, trailing: true), style: .emphasis), StyledText(meaning)], width: width)
    }
    lines.append(StyledLine.fitted([StyledText(" any key closes this list", style: .secondary)], width: width))
    return Array((lines + body.dropFirst(lines.count)).prefix(body.count))
  }

  private func pad(_ text: String, _ width: Int, trailing: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    return trailing ? text + fill : fill + text
  }
}
