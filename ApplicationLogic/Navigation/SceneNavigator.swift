/// Plug-in: shows the scene a route names. ExternalInterfaces implements it, because only the
/// outer ring can build views.
@MainActor
public protocol SceneNavigator: AnyObject {
  func navigate(to route: CatalogRoute) async
  /// Closes the scene on top, handing the screen back to the one under it (where scenes stack).
  func dismiss() async
}
