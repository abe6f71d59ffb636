import ApplicationLogic
import BusinessLogic

/// VIP view for `catalog auth login`: reads the secret (standard input's first line, or asked
/// on the terminal once the server has said which it takes), hands everything typed to the
/// interactor at once, and prints who is signed in where; with `-o json`, routes to the status
/// scene, which prints the account for programs.
@MainActor
final class TerminalLoginView: ConsoleView, LoginDisplayLogic, RunnableScene {
  var interactor: (any LoginBusinessLogic)?
  var router: (any LoginRoutingLogic & LoginDataPassing)?
  private let destination: LoginDestination
  private var questions: [Login.Prepare.ViewModel.Question]?
  private var signedIn = false

  init(destination: LoginDestination, console: Console, mode: OutputMode) {
    self.destination = destination
    super.init(console: console, mode: mode)
  }

  func run() async -> ExitStatus {
    guard let request = await request() else { return status }
    await interactor?.signIn(request)
    if signedIn, mode.isJSON { await router?.routeToAccountStatus() }
    return status
  }

  /// What was typed, the secret read from where the destination says.
  private func request() async -> Login.SignIn.Request? {
    let source = destination.source
    switch destination.secret {
    case .standardInput(let kind) where console.terminal.inputIsTerminal:
      // Typed at a terminal after all: asked for without echo, never shown as it is typed.
      let prompt = kind == .token ? "token (not shown): " : "password (not shown): "
      guard case .typed(let secret) = SecretPrompt(console: console).ask(prompt, hidingAnswer: true) else {
        displayError(ErrorViewModel(message: "sign-in cancelled", remedy: nil, kind: .failure))
        return nil
      }
      return kind == .token
        ? Login.SignIn.Request(source: source, token: SecretText(secret))
        : Login.SignIn.Request(source: source, username: destination.username, password: SecretText(secret))
    case .standardInput(let kind):
      guard let line = SecretPrompt.firstLine() else {
        displayError(
          ErrorViewModel(
            message: "standard input's first line is longer than any password or token",
            remedy: "give only the secret, on one line", kind: .invalidInput))
        return nil
      }
      return kind == .token
        ? Login.SignIn.Request(source: source, token: SecretText(line))
        : Login.SignIn.Request(source: source, username: destination.username, password: SecretText(line))
    case .terminal:
      await interactor?.prepareLogin(Login.Prepare.Request(source: source))
      guard let questions else { return nil }
      let prompt = SecretPrompt(console: console)
      var username = destination.username
      var secret = ""
      for question in questions {
        if !question.hidesAnswer, username != nil { continue }
        guard case .typed(let answer) = prompt.ask(question.prompt, hidingAnswer: question.hidesAnswer) else {
          displayError(ErrorViewModel(message: "sign-in cancelled", remedy: nil, kind: .failure))
          return nil
        }
        if question.hidesAnswer { secret = answer } else { username = answer }
      }
      return questions.contains { !$0.hidesAnswer }
        ? Login.SignIn.Request(source: source, username: username, password: SecretText(secret))
        : Login.SignIn.Request(source: source, token: SecretText(secret))
    }
  }

  func displayQuestions(_ viewModel: Login.Prepare.ViewModel) {
    questions = viewModel.questions
  }

  func displaySignedIn(_ viewModel: Login.SignIn.ViewModel) {
    signedIn = true
    guard !mode.isJSON else { return }
    for line in viewModel.lines { console.output.write(line + "\n") }
  }

  func displayFailure(_ viewModel: Login.SignIn.FailureViewModel) {
    for error in viewModel.errors { displayError(error) }
  }
}
