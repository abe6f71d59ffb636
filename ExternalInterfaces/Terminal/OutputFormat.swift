/// The output formats a user can ask for with `-o`.
enum OutputFormat: String, CaseIterable, Sendable {
  case table
  case tsv
  case json
  case jsonl
  case csv
}
