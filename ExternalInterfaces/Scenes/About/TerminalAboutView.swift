import ApplicationLogic

/// `catalog about`: the facts, one per line; with `--web`, the home page opened (said on
/// standard error) or, with nothing to open it, printed on standard output.
@MainActor
final class TerminalAboutView: ConsoleView, AboutView, AboutPresenterHolder, RunnableScene {
  var presenter: (any AboutPresenterInput)?
  private let openingHomePage: Bool

  init(console: Console, openingHomePage: Bool) {
    self.openingHomePage = openingHomePage
    super.init(console: console, mode: .table)
  }

  func run() async -> ExitStatus {
    if openingHomePage {
      await presenter?.openHomePage()
    } else {
      await presenter?.viewIsReady()
    }
    return status
  }

  func displayAbout(_ viewModel: AboutViewModel) {
    for line in viewModel.lines { console.output.write(styler.render(line) + "\n") }
  }

  func displayOpening(_ viewModel: AboutOpeningViewModel) {
    if let error = viewModel.error {
      displayError(error)
      console.output.write(viewModel.link + "\n")
    } else if let notice = viewModel.notice {
      console.errors.write(notice + "\n")
    } else {
      console.output.write(viewModel.link + "\n")
    }
  }
}
