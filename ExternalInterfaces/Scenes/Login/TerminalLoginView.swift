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
  private var questions: Login.Prepare.ViewModel?
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

  /// What was typed, the secret read from where the destination says: standard input's first
  /// line, or, on a terminal, asked for (the secret without echo) once the presenter has said
  /// what to ask.
  private func request() async -> Login.SignIn.Request? {
    if case .standardInput(let kind) = destination.secret, !console.terminal.inputIsTerminal {
      guard let line = SecretPrompt.firstLine() else {
        displayFailure(.secretLineTooLong)
        return nil
      }
      return request(kind, username: destination.username, secret: line)
    }
    let known: SignInSecretKind? = if case .standardInput(let kind) = destination.secret { kind } else { nil }
    await interactor?.prepareLogin(Login.Prepare.Request(source: destination.source, secret: known))
    guard let questions else { return nil }
    let prompt = SecretPrompt(console: console)
    var username = destination.username
    var secret = ""
    for question in questions.questions {
      if !question.hidesAnswer, username != nil { continue }
      guard case .typed(let answer) = await prompt.ask(question.prompt, hidingAnswer: question.hidesAnswer) else {
        displayError(questions.cancelled)
        return nil
      }
      if question.hidesAnswer { secret = answer } else { username = answer }
    }
    return request(
      questions.questions.contains { !$0.hidesAnswer } ? .password : .token, username: username, secret: secret)
  }

  private func request(_ kind: SignInSecretKind, username: String?, secret: String) -> Login.SignIn.Request {
    switch kind {
    case .token: Login.SignIn.Request(source: destination.source, token: SecretText(secret))
    case .password: Login.SignIn.Request(source: destination.source, username: username, password: SecretText(secret))
    }
  }

  func displayQuestions(_ viewModel: Login.Prepare.ViewModel) {
    questions = viewModel
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
