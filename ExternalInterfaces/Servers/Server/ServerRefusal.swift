import BusinessLogic

/// What a server said in refusing a change: its message (`message`, or Datasette's `error`), and
/// the fields it named, from an `errors` member written either as an object
/// (`{"price": "must be positive"}`, a value possibly a list of messages) or as a list of
/// objects (`[{"field": "price", "message": "…"}]`, `path` or `name` for `field`). A list of
/// plain strings (Datasette's) names no fields; its first entry is the message if there is none.
struct ServerRefusal: Equatable {
  var message: String?
  var fields: [ServerFieldProblem] = []

  static func read(from body: some Collection<UInt8>) -> ServerRefusal {
    guard case .object(let members)? = try? JSONTree.parse(Array(body)) else { return ServerRefusal() }
    var refusal = ServerRefusal()
    for member in members {
      switch (member.name, member.value) {
      case ("message", .string(let text)), ("error", .string(let text)):
        refusal.message = refusal.message ?? text
      case ("errors", .object(let named)):
        for entry in named {
          for text in texts(entry.value) { refusal.fields.append(ServerFieldProblem(field: entry.name, message: text)) }
        }
      case ("errors", .array(let entries)):
        for entry in entries {
          if case .string(let text) = entry {
            if refusal.message == nil { refusal.message = text }
          } else if let field = ["field", "path", "name"].lazy.compactMap({ entry.member($0)?.text }).first,
            let text = entry.member("message")?.text
          {
            refusal.fields.append(ServerFieldProblem(field: field, message: text))
          }
        }
      default:
        continue
      }
    }
    return refusal
  }

  private static func texts(_ value: JSONTree) -> [String] {
    switch value {
    case .string(let text): [text]
    case .array(let entries): entries.compactMap(\.text)
    default: []
    }
  }
}

extension JSONTree {
  /// A string's text.
  fileprivate var text: String? {
    guard case .string(let text) = self else { return nil }
    return text
  }
}
