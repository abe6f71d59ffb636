import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

/// The Main router between a data store fake and a navigator spy: the book goes on as listed.
@MainActor
@Suite struct MainRouterTests {
  final class DataStoreFake: MainDataStore {
    let books: [Book]
    init(books: [Book]) { self.books = books }
  }

  final class NavigatorSpy: ShelfNavigator {
    var shown: [Book?] = []
    func showBook(_ book: Book?) async { shown.append(book) }
  }

  @Test func handsTheListedBookAtAPositionToTheNextScene() async {
    let navigator = NavigatorSpy()
    let store = DataStoreFake(books: [Seeds.long, Seeds.short])
    let router = MainRouter(navigator: navigator)
    router.dataStore = store
    await router.routeToBook(at: 2)
    #expect(navigator.shown == [Seeds.short])
  }

  @Test(arguments: [0, 3, -1])
  func aPositionWithNoBookHandsOnNone(position: Int) async {
    let navigator = NavigatorSpy()
    let store = DataStoreFake(books: [Seeds.long, Seeds.short])
    let router = MainRouter(navigator: navigator)
    router.dataStore = store
    await router.routeToBook(at: position)
    #expect(navigator.shown == [nil])
  }
}
