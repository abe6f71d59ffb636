import ApplicationLogic
import BusinessLogic
import Testing

/// A database's failures in words: each says what to do, a store's own detail reaches only a
/// reader who may see it, and the ones that pass are told apart for HTTP (503, ask again).
@Suite struct DatabaseFailureWordsTests {
  private let errors = ErrorPresentation(vocabulary: StubVocabulary())

  private func model(_ failure: DatabaseFailure) -> ErrorViewModel {
    errors.viewModel(for: .unavailable(source: "postgres://db/shop", .database(failure)))
  }

  @Test func eachFactSaysWhatToDo() {
    #expect(model(.driverMissing).remedy?.contains("apt-get install libpq5") == true)
    #expect(model(.schemaMissing).remedy?.contains("catalog db migrate") == true)
    #expect(model(.schemaOutdated(found: 1, current: 2)).message.hasSuffix("version 1; this catalog needs version 2"))
    #expect(model(.schemaTooNew(found: 3, known: 2)).remedy == "use the newer catalog that upgraded them")
    #expect(model(.authenticationFailed(user: "u\u{1B}[2J")).message.contains("user \"u\u{241B}[2J\""))
    #expect(model(.databaseMissing(name: "shop")).remedy?.contains("createdb shop") == true)
    #expect(model(.statementTimedOut(seconds: 2.5)).message.contains("within 2.5 s"))
  }

  @Test func aStoresDetailIsShownOnlyWhereTheVocabularySaysSo() {
    #expect(
      model(.serverUnreachable(detail: "at 10.0.0.5")).message.hasSuffix("no PostgreSQL server answered: at 10.0.0.5"))
    let visitors = ErrorPresentation(vocabulary: StubVocabulary(showsStoreDetail: false))
    let served = visitors.viewModel(
      for: .unavailable(source: "postgres://db/shop", .database(.serverUnreachable(detail: "at 10.0.0.5"))))
    #expect(!served.message.contains("10.0.0.5") && served.message.hasSuffix("no PostgreSQL server answered"))
  }

  @Test func whatPassesIsUnavailableAndTheRestIsNot() {
    for passing in [DatabaseFailure.serverUnreachable(detail: ""), .connectionLost, .statementTimedOut(seconds: 1)] {
      #expect(model(passing).cause == .unavailable, "\(passing)")
    }
    for lasting in [DatabaseFailure.schemaMissing, .driverMissing, .refused(state: "42501", message: "")] {
      #expect(model(lasting).cause == .unspecified, "\(lasting)")
    }
  }
}
