import BusinessLogic

/// Words for the sign-in scenes' failures: the server a command names, what was typed, the
/// credential port's facts, and the file sign-ins are kept in.
extension ErrorPresentation {
  public func viewModel(for problem: ServerAddressProblem) -> ErrorViewModel {
    switch problem {
    case .noServer:
      ErrorViewModel(
        message: "no server named: a sign-in is to one catalog server", remedy: vocabulary.howToNameAServer,
        kind: .invalidInput)
    case .notAServer(let text):
      ErrorViewModel(
        message: "\"\(safe(text))\" is not a server's URL",
        remedy: "give the server's http:// or https:// URL, as https://dummyjson.com", kind: .invalidInput)
    case .plainTextElsewhere(let origin):
      ErrorViewModel(
        message: "\(safe(origin)) is plain http to another machine: a password or token sent there could be read "
          + "on the way", remedy: "use the server's https:// URL (plain http is only for this machine)",
        kind: .invalidInput)
    }
  }

  public func viewModel(for problem: Login.Problem) -> ErrorViewModel {
    switch problem {
    case .server(let problem): return viewModel(for: problem)
    case .emptyUsername:
      return ErrorViewModel(
        message: "the username is empty", remedy: vocabulary.howToGive(.password), kind: .invalidInput)
    case .emptyPassword:
      return ErrorViewModel(
        message: "the password is empty", remedy: vocabulary.howToGive(.password), kind: .invalidInput)
    case .emptyToken:
      return ErrorViewModel(message: "the token is empty", remedy: vocabulary.howToGive(.token), kind: .invalidInput)
    case .token(let problem):
      return ErrorViewModel(
        message: "the token given " + words(for: problem),
        remedy: "give the token exactly as the server issued it; " + vocabulary.howToGive(.token), kind: .invalidInput)
    case .secretNotTaken(let kind):
      return ErrorViewModel(
        message: "a \(kind.rawValue) server signs in with \(takes(kind))", remedy: vocabulary.howToGive(kind.secret),
        kind: .invalidInput)
    }
  }

  public func viewModel(for failure: AccountFailure) -> ErrorViewModel {
    switch failure {
    case .notSignedIn(let origin):
      return ErrorViewModel(
        message: "not signed in to \(safe(origin))", remedy: vocabulary.howToSignIn(at: origin), kind: .failure)
    case .unknownKind(let origin):
      return ErrorViewModel(
        message: "\(safe(origin)) answers neither as a DummyJSON server nor as a Datasette server",
        remedy: "catalog signs in to "
          + ServerAccountKind.allCases.map { "\($0.rawValue) servers (\(words(for: $0.secret)))" }.joined(
            separator: " and ") + "; check the URL, or name the kind in it, as dummyjson+https://HOST",
        kind: .failure)
    case .secretNotTaken(let origin, let kind):
      return ErrorViewModel(
        message: "\(safe(origin)) is a \(kind.rawValue) server, which signs in with \(takes(kind))",
        remedy: vocabulary.howToGive(kind.secret), kind: .failure)
    case .refused(let origin, let message):
      return ErrorViewModel(
        message: "\(safe(origin)) refused the sign-in" + (message.map { ": \(safe($0))" } ?? ""),
        remedy: "check what you signed in with, and try again", kind: .failure)
    case .unusableToken(let origin, let problem):
      return ErrorViewModel(
        message: "\(safe(origin)) answered a token that " + words(for: problem) + ", so nothing was kept",
        remedy: "this is the server's fault: tell whoever runs it", kind: .failure)
    case .expiredOnArrival(let origin, let expiresAt):
      return ErrorViewModel(
        message: "\(safe(origin)) answered a token that had expired already (at "
          + "\(UTCTime.text(unixSeconds: expiresAt))), so nothing was kept",
        remedy: "check this machine's clock and the server's, then sign in again", kind: .failure)
    case .server(.unavailable(let source, let failure)):
      let (reason, remedy) = words(for: failure)
      return ErrorViewModel(
        message: "cannot reach \(safe(source)) to sign in: \(reason)", remedy: remedy, kind: .failure)
    case .server(let error):
      return viewModel(for: error)
    case .keptSignIns(let problem):
      return viewModel(for: problem, kind: .failure)
    }
  }

  /// The file of kept sign-ins, refused: a failure for the sign-in commands, a warning for a
  /// command that would only have used it (it goes on without).
  public func viewModel(for problem: KeptSignInsProblem, kind: ErrorViewModel.Kind) -> ErrorViewModel {
    let (message, remedy): (String, String)
    switch problem {
    case .noFolder:
      (message, remedy) = (
        "there is no folder to keep sign-ins in: neither XDG_CONFIG_HOME nor HOME is set",
        "set HOME to your home folder"
      )
    case .notOurs(let path):
      (message, remedy) = (
        "\(safe(path)) is a link, or not a file or folder: sign-ins are never kept through one",
        "move it away, then sign in again"
      )
    case .ownedByAnotherUser(let path):
      (message, remedy) = ("\(safe(path)) belongs to another user", "move it away, then sign in again")
    case .readableByOthers(let path, let mode):
      (message, remedy) = (
        "\(safe(path)) can be read by other users (mode \(String(mode, radix: 8))), so its sign-ins are not used",
        "make it private (chmod 700 the folder, chmod 600 the file), then sign in again: others may have read them"
      )
    case .hardLinked(let path, let links):
      (message, remedy) = (
        "\(safe(path)) has \(links) names (hard links): a sign-in forgotten here would be kept in the others",
        "remove its other names (find / -samefile it), or move it away, then sign in again"
      )
    case .wouldBeTooLarge(let path, let limit):
      (message, remedy) = (
        "\(safe(path)) would be larger than \(limit >> 20) MB, more than it is read back; nothing was changed",
        "forget sign-ins you no longer use with catalog auth logout --source URL"
      )
    case .damaged(let path):
      (message, remedy) = ("\(safe(path)) is not a file of sign-ins", "move it away, then sign in again")
    case .busy(let path):
      (message, remedy) = ("\(safe(path)) is being changed by another catalog command", "try again")
    case .system(let path, let reason):
      (message, remedy) = ("cannot use \(safe(path)): \(safe(reason))", "check the folder's permissions and free space")
    }
    return ErrorViewModel(
      message: kind == .warning ? "not using kept sign-ins: " + message : message, remedy: remedy, kind: kind)
  }

  /// What is wrong with a token, after "the token given" or "a token that".
  private func words(for problem: TokenProblem) -> String {
    switch problem {
    case .notOneWord: "is not one word of printable ASCII (it has a space, a control character or a non-ASCII one)"
    case .tooLong(let limit): "is longer than \(limit >> 10) KB, far longer than any server's tokens"
    }
  }

  /// What a kind of server signs in with, and not.
  private func takes(_ kind: ServerAccountKind) -> String {
    words(for: kind.secret) + ", not " + words(for: kind.secret == .token ? .password : .token)
  }

  private func words(for secret: SignInSecretKind) -> String {
    secret == .token ? "a token" : "a username and password"
  }
}
