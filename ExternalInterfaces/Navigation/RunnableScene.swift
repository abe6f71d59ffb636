/// An assembled scene that the command line can start and wait for.
@MainActor
protocol RunnableScene: AnyObject {
  func run() async -> ExitStatus
}
