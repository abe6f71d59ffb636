import BusinessLogic
import Testing

@testable import ExternalInterfaces

/// A server's refusal read as facts: its message, and the fields it names however it names them.
struct ServerRefusalTests {
  private func refusal(_ json: String) -> ServerRefusal {
    ServerRefusal.read(from: Array(json.utf8))
  }

  @Test func fieldsNamedAsAnObject() {
    let read = refusal(
      #"{"message": "Validation failed", "errors": {"price": "must be positive", "tags": ["too many", "empty tag"]}}"#)
    #expect(read.message == "Validation failed")
    #expect(
      read.fields == [
        ServerFieldProblem(field: "price", message: "must be positive"),
        ServerFieldProblem(field: "tags", message: "too many"),
        ServerFieldProblem(field: "tags", message: "empty tag"),
      ])
  }

  @Test func fieldsNamedAsAListOfObjects() {
    let read = refusal(
      #"{"errors": [{"field": "title", "message": "required"}, {"path": "price", "message": "too big"}]}"#)
    #expect(read.message == nil)
    #expect(read.fields.map(\.field) == ["title", "price"])
  }

  @Test func datasettesListOfStringsIsTheMessage() {
    let read = refusal(
      #"{"ok": false, "error": "Row 0 has invalid columns: supplier", "errors": ["Row 0 has invalid columns: supplier"], "status": 400}"#
    )
    #expect(read.message == "Row 0 has invalid columns: supplier")
    #expect(read.fields.isEmpty)
    #expect(refusal(#"{"errors": ["only this"]}"#).message == "only this")
  }

  @Test func anythingElseSaysNothing() {
    #expect(refusal("<html>") == ServerRefusal())
    #expect(refusal("[1, 2]") == ServerRefusal())
  }
}
