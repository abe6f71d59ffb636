import BusinessLogic
import DomainEntities

extension ErrorPresentation {
  /// Words for a change that could not be made. Every failure after the source was opened ends
  /// by saying the catalog was left as it was: that is what a user needs to know first.
  public func viewModel(for error: CatalogWriteError) -> ErrorViewModel {
    var model = described(error)
    model.cause = ErrorCause.of(error)
    return model
  }

  private func described(_ error: CatalogWriteError) -> ErrorViewModel {
    switch error {
    case .read(let error):
      return viewModel(for: error)
    case .readOnlySource(let source, let why):
      let (reason, remedy): (String, String) =
        switch why {
        case .embedded: ("it is built into the program", vocabulary.howToMakeAWritableCopy)
        case .stream: ("it is a stream, with no file to write back to", vocabulary.howToMakeAWritableCopy)
        }
      return ErrorViewModel(message: "cannot change \(shown(source)): \(reason)", remedy: remedy, kind: .failure)
    case .changedSinceRead(let id, let source):
      return ErrorViewModel(
        message: "product \(id) in \(shown(source)) changed since it was read; nothing was written",
        remedy: "run the command again to change the product as it is now", kind: .failure)
    case .changedDuringWrite(let source):
      return ErrorViewModel(
        message: "another program changed \(shown(source)) while it was being written; nothing was written",
        remedy: "try again once nothing else is writing it", kind: .failure)
    case .lockTimedOut(let source, let seconds):
      return ErrorViewModel(
        message:
          "\(shown(source)) has been locked by another program (a catalog command, or any that locks the file)"
          + " for more than \(NumberText.exact(seconds)) \(seconds == 1 ? "second" : "seconds"); nothing was written",
        remedy: "try again when it has finished, or " + vocabulary.howToAllowMoreTime, kind: .failure)
    case .writeFailed(let source, let failure):
      let (reason, remedy) = words(for: failure)
      return ErrorViewModel(
        message: "cannot write \(shown(source)): \(reason); it was left as it was", remedy: remedy, kind: .failure)
    case .permissionDenied(let source, let action, let permission, let sentToken):
      return permissionDenied(source, action, permission, sentToken: sentToken)
    case .rejectedByServer(let source, let status, let message, let fields):
      return rejected(source, status: status, message: message, fields: fields)
    case .unconfirmed(let source, let action, let failure):
      let (reason, _) = words(for: failure)
      return ErrorViewModel(
        message:
          "no answer from \(shown(source)) to \(phrase(action)): \(reason); the change may or may not have been made",
        remedy: "look at the catalog (\(vocabulary.howToFindProductIDs)) before trying again", kind: .failure)
    case .notKept(let source, let action, let id):
      return notKept(source, action, id)
    case .addedWithoutID(let source):
      return addedWithoutID(source)
    case .tokenOverPlainHTTP(let source, let host):
      return ErrorViewModel(
        message:
          "not sending the token to \(shown(source)): plain http to \(safe(host)) can be read on the way; nothing was sent",
        remedy: "use the server's https:// address, or a server on this machine", kind: .failure)
    case .signInLapsed(let source, let origin):
      return ErrorViewModel(
        message: "not changing \(shown(source)): the sign-in to \(safe(origin)) has expired and could not be renewed; "
          + "nothing was sent", remedy: vocabulary.howToSignIn(at: origin), kind: .failure)
    case .redirected(let source, let target):
      return ErrorViewModel(
        message: "\(shown(source)) redirected the change to \(safe(target)); it was not sent there",
        remedy: "use the address the server redirects to as the source, if you trust it", kind: .failure)
    }
  }

  private func rejected(_ source: String, status: Int, message: String?, fields: [ServerFieldProblem])
    -> ErrorViewModel
  {
    let said = message.map { ": " + TerminalSafeText.singleLine($0) } ?? ""
    let lines = fields.map {
      "\n  \(TerminalSafeText.singleLine($0.field)): \(TerminalSafeText.singleLine($0.message))"
    }
    return ErrorViewModel(
      message: "\(shown(source)) refused the change (HTTP \(status))\(said)" + lines.joined(),
      remedy: "correct what the server names and try again", kind: .failure)
  }

  private func permissionDenied(_ source: String, _ action: WriteAction, _ permission: String?, sentToken: Bool)
    -> ErrorViewModel
  {
    let named = permission.map { " (\(safe($0)))" } ?? ""
    let message = "\(shown(source)) refused to \(phrase(action)): permission denied\(named)"
    var remedy =
      sentToken
      ? "the token does not allow \(permission.map(safe) ?? "this change"); use one that does"
      : "no token was sent: " + vocabulary.howToGiveAToken
    if let permission {
      remedy +=
        "; a Datasette token for it is made with \"datasette create-token ACTOR --secret SECRET --all \(safe(permission))\""
        + ", where the server's configuration grants \(safe(permission)) to ACTOR"
    }
    return ErrorViewModel(message: message, remedy: remedy, kind: .failure)
  }

  private func notKept(_ source: String, _ action: WriteAction, _ id: ProductID) -> ErrorViewModel {
    let after =
      switch action {
      case .add: "there is no product \(id) afterwards"
      case .edit: "product \(id) reads back unchanged"
      case .delete: "product \(id) is still there"
      }
    return ErrorViewModel(
      message:
        "\(shown(source)) answered as if it could \(phrase(action)), but \(after): the server does not keep changes",
      remedy: "the public DummyJSON only simulates writes; use a server that stores them, or a local file",
      kind: .failure)
  }

  private func addedWithoutID(_ source: String) -> ErrorViewModel {
    return ErrorViewModel(
      message:
        "\(shown(source)) added the product but did not say its id, and reading the catalog did not find it",
      remedy:
        "do not add it again: look for it with \"catalog list --sort id --order desc\"; a Datasette token that"
        + " may also view the table (--all insert-row --all view-table) gets the new product back",
      kind: .failure)
  }

  private func phrase(_ action: WriteAction) -> String {
    switch action {
    case .add: "add a product"
    case .edit: "change a product"
    case .delete: "delete a product"
    }
  }

  private func words(for failure: WriteFailure) -> (reason: String, remedy: String) {
    switch failure {
    case .noSpace: ("no space left on the device", "free some space and try again")
    case .fileTooLarge:
      ("the file is larger than this process may write", "raise the file-size limit (ulimit -f) and try again")
    case .fileNotWritable: ("the file is read-only", "make it writable (chmod u+w) if it is meant to change")
    case .folderNotWritable:
      (
        "its folder does not allow new files",
        "a change is written to a new file beside the catalog, then renamed over it: make the folder writable"
      )
    case .readOnlyFileSystem: ("the file system is read-only", "copy the catalog somewhere writable")
    case .removed: ("it was removed or replaced meanwhile", "check the path and try again")
    case .hardLinked(let names):
      (
        "it has \(names) names (hard links), and a new version would change only this one",
        "change a copy (cp FILE copy.json), or remove its other names first"
      )
    case .attributeNotKept(let name):
      (
        "its extended attribute \(safe(name)) could not be kept on the new version",
        "remove the attribute (setfattr -x) or change a copy of the file"
      )
    case .system(let text): (safe(text), "try again")
    }
  }
}
