/// About where nothing is under it to go back to (a web page: the visitor's browser goes back):
/// closing it does nothing.
public final class StillAboutWireframe: AboutWireframe {
  public init() {}

  public func closeAbout() async {}
}
