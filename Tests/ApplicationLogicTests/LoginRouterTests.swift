import ApplicationLogic
import BusinessLogic
import Testing

/// The Login router hands the account in the interactor's data store to the status scene.
@MainActor
@Suite struct LoginRouterTests {
  final class DataStoreStub: LoginDataStore {
    var account: ServerAccount?
  }

  @Test func routesToTheStatusOfTheServerJustSignedIn() async {
    let navigator = SceneNavigatorSpy()
    let store = DataStoreStub()
    store.account = AccountSeeds.dummy
    let router = LoginRouter(navigator: navigator)
    router.dataStore = store
    await router.routeToAccountStatus()
    #expect(navigator.routes == [.authStatus(AuthStatusRequest(source: "https://dummy.example"))])
  }

  @Test func withoutAnAccountItGoesNowhere() async {
    let navigator = SceneNavigatorSpy()
    let store = DataStoreStub()
    let router = LoginRouter(navigator: navigator)
    router.dataStore = store
    await router.routeToAccountStatus()
    #expect(navigator.routes.isEmpty)
  }
}
