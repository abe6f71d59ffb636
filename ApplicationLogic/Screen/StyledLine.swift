/// Cuts and pads runs of styled text to an exact number of columns, so panes placed side by
/// side stay aligned whatever the text.
public enum StyledLine {
  public static func fitted(_ runs: [StyledText], width: Int) -> [StyledText] {
    guard width > 0 else { return [] }
    var result: [StyledText] = []
    var used = 0
    for run in runs where !run.text.isEmpty {
      let runWidth = DisplayWidth.of(run.text)
      if used + runWidth <= width {
        result.append(run)
        used += runWidth
        continue
      }
      let cut = DisplayWidth.truncate(run.text, toWidth: width - used)
      result.append(StyledText(cut, style: run.style))
      used += DisplayWidth.of(cut)
      break
    }
    if used < width {
      let padStyle = result.last?.style == .selected ? TextStyle.selected : .plain
      result.append(StyledText(String(repeating: " ", count: width - used), style: padStyle))
    }
    return result
  }

  /// Two fitted parts in one line: `left` gets what `right` leaves.
  public static func spread(_ left: [StyledText], _ right: [StyledText], width: Int) -> [StyledText] {
    let rightWidth = min(width, right.reduce(0) { $0 + DisplayWidth.of($1.text) })
    return fitted(left, width: width - rightWidth) + fitted(right, width: rightWidth)
  }
}
