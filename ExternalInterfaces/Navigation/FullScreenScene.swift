/// The browser as the command line runs it: the session, its navigator, and the first screen,
/// kept alive together until the user leaves.
@MainActor
final class FullScreenScene: RunnableScene {
  private let session: FullScreenSession
  private let navigator: FullScreenNavigator
  let root: any InteractiveScreen

  init(session: FullScreenSession, navigator: FullScreenNavigator, root: any InteractiveScreen) {
    (self.session, self.navigator, self.root) = (session, navigator, root)
  }

  func run() async -> ExitStatus {
    await session.run(root)
  }
}
