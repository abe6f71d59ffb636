import ApplicationLogic
import DomainEntities
import Testing

/// The About wireframe hands the book to the navigator, as a value.
@MainActor
@Suite struct AboutRouterTests {
  final class NavigatorSpy: ShelfNavigator {
    var shown: [Book?] = []
    func showBook(_ book: Book?) async { shown.append(book) }
  }

  @Test func showsTheBookItIsGiven() async {
    let navigator = NavigatorSpy()
    await AboutRouter(navigator: navigator).showLongestBook(Seeds.long)
    #expect(navigator.shown == [Seeds.long])
  }
}
