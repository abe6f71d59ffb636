import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

/// Words for what a catalog server did with a change: every fact worded, what the server said
/// made safe for a terminal, and the remedy fitting whether a token went along.
@Suite struct ServerWriteErrorPresentationTests {
  private let errors = ErrorPresentation(vocabulary: StubVocabulary())

  @Test func aRefusalNamesTheActionThePermissionAndHowToGetAToken() {
    let anonymous = errors.viewModel(
      for: .permissionDenied(source: "srv", action: .delete, permission: "delete-row", sentToken: false))
    #expect(anonymous.message == "srv refused to delete a product: permission denied (delete-row)")
    #expect(anonymous.remedy?.hasPrefix("no token was sent: give a token; ") == true)
    #expect(anonymous.remedy?.contains("datasette create-token ACTOR --secret SECRET --all delete-row") == true)
    let limited = errors.viewModel(
      for: .permissionDenied(source: "srv", action: .add, permission: nil, sentToken: true))
    #expect(limited.message == "srv refused to add a product: permission denied")
    #expect(limited.remedy == "the token does not allow this change; use one that does")
    #expect(limited.kind == .failure)
  }

  @Test func whatTheServerSaidIsShownSafelyFieldByField() {
    let model = errors.viewModel(
      for: .rejectedByServer(
        source: "srv", status: 400, message: "bad\u{1B}[2Jinput",
        fields: [ServerFieldProblem(field: "price\u{7}", message: "must be\nbelow 1000")]))
    #expect(!model.message.contains("\u{1B}") && !model.message.contains("\u{7}"))
    let lines = model.message.split(separator: "\n")
    #expect(lines.count == 2, "the field's own line break is not a new line")
    #expect(lines.first?.hasPrefix("srv refused the change (HTTP 400): bad") == true)
    #expect(lines.last?.hasPrefix("  price") == true)
  }

  @Test func anUnansweredChangeMayHaveBeenMade() {
    let model = errors.viewModel(for: .unconfirmed(source: "srv", action: .edit, .timedOut(seconds: 10)))
    #expect(model.message.hasPrefix("no answer from srv to change a product: "))
    #expect(model.message.hasSuffix("; the change may or may not have been made"))
  }

  @Test func aServerThatDoesNotKeepChangesSaysWhatWasFound() {
    let cases: [(WriteAction, String)] = [
      (.add, "there is no product 195 afterwards"), (.edit, "product 195 reads back unchanged"),
      (.delete, "product 195 is still there"),
    ]
    for (action, words) in cases {
      let model = errors.viewModel(for: .notKept(source: "srv", action: action, ProductID(195)))
      #expect(model.message.contains(words), "\(action)")
      #expect(model.message.hasSuffix("the server does not keep changes"))
    }
  }

  /// A product added whose id is unknown is said to be added, and the hint warns against adding
  /// it again and names a token that gets it back.
  @Test func anAddedProductWithoutAnIDIsNotCalledAFailureToAdd() {
    let model = errors.viewModel(for: .addedWithoutID(source: "srv"))
    #expect(model.message == "srv added the product but did not say its id, and reading the catalog did not find it")
    #expect(model.remedy?.hasPrefix("do not add it again") == true)
    #expect(model.remedy?.contains("--all insert-row --all view-table") == true)
  }

  @Test func aTokenIsNotSentInTheClearOrWhereARedirectPoints() {
    let plain = errors.viewModel(for: .tokenOverPlainHTTP(source: "http://10.0.0.5/db/t", host: "10.0.0.5"))
    #expect(plain.message.contains("plain http to 10.0.0.5 can be read on the way; nothing was sent"))
    #expect(plain.remedy?.contains("https://") == true)
    let moved = errors.viewModel(for: .redirected(source: "srv", to: "http://elsewhere/x"))
    #expect(moved.message == "srv redirected the change to http://elsewhere/x; it was not sent there")
  }
}
