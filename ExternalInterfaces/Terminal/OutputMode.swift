/// What a scene will actually write, once the default has been resolved against the terminal.
enum OutputMode: Equatable, Sendable {
  /// Fitted, styled table or readable page: for people.
  case table
  /// Tab-separated, no header, nothing truncated: for pipes.
  case tsv
  case csv
  case json
  /// One compact JSON value per line, written as each is ready (`-o jsonl`).
  case jsonLines
  /// `key: value` lines: the piped default of `show`.
  case keyValue

  /// gh's rule: a table on a terminal, tab-separated text in a pipe; `show` pipes `key: value`.
  /// Whether the scene writes catalog JSON (an array or lines) rather than text for people.
  var isJSON: Bool { self == .json || self == .jsonLines }

  static func resolve(_ format: OutputFormat?, outputIsTerminal: Bool, isDetail: Bool) -> OutputMode {
    switch format {
    case .table: .table
    case .tsv: .tsv
    case .csv: .csv
    case .json: .json
    case .jsonl: .jsonLines
    case nil: outputIsTerminal ? .table : (isDetail ? .keyValue : .tsv)
    }
  }
}

extension JSONArrayWriter {
  /// The writer for a JSON mode: lines for `-o jsonl`, else one array.
  convenience init(sink: any TextSink, mode: OutputMode) {
    self.init(sink: sink, style: mode == .jsonLines ? .lines : .array)
  }
}
