import ApplicationLogic
import BusinessLogic

/// VIP view for `catalog auth logout`: owns the interactor and prints what was forgotten.
@MainActor
final class TerminalLogoutView: ConsoleView, LogoutDisplayLogic, RunnableScene {
  var interactor: (any LogoutBusinessLogic)?
  private let request: Logout.SignOut.Request

  init(request: Logout.SignOut.Request, console: Console, mode: OutputMode) {
    self.request = request
    super.init(console: console, mode: mode)
  }

  func run() async -> ExitStatus {
    await interactor?.signOut(request)
    return status
  }

  func displaySignedOut(_ viewModel: Logout.SignOut.ViewModel) {
    for line in viewModel.lines { console.output.write(line + "\n") }
  }
}
