import BusinessLogic

/// VIP: where the Login scene can go.
@MainActor
public protocol LoginRoutingLogic: AnyObject {
  /// The status of the account just signed in, for programs (`-o json`).
  func routeToAccountStatus() async
}

/// VIP: the router reads the scene's data store to hand what it found on.
@MainActor
public protocol LoginDataPassing: AnyObject {
  var dataStore: (any LoginDataStore)? { get }
}

/// Hands the account in the data store to the status scene, as the write scenes hand their
/// product to the detail scene.
@MainActor
public final class LoginRouter: LoginRoutingLogic, LoginDataPassing {
  public weak var dataStore: (any LoginDataStore)?
  /// Weak: the navigator owns the scenes, and so, through them, this router.
  private weak var navigator: (any SceneNavigator)?

  public init(navigator: any SceneNavigator) {
    self.navigator = navigator
  }

  public func routeToAccountStatus() async {
    guard let account = dataStore?.account else { return }
    await navigator?.navigate(to: .authStatus(AuthStatusRequest(source: account.origin)))
  }
}
