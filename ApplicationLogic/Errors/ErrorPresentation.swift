import BusinessLogic

/// Words for every failure a use case reports, written once for all scenes and interfaces: the
/// sources report facts (`CatalogSourceError`), and only this type turns them into sentences.
/// Everything quoted from the user or a source is made terminal-safe here.
public struct ErrorPresentation: Sendable {
  let vocabulary: any InterfaceVocabulary

  public init(vocabulary: any InterfaceVocabulary) {
    self.vocabulary = vocabulary
  }

  public func viewModel(for error: RequestValidationError) -> ErrorViewModel {
    let name = vocabulary.name(of: error.field)
    let value = TerminalSafeText.singleLine(error.value)
    switch error.problem {
    case .notAWholeNumber(let minimum):
      let expected = minimum == 0 ? "a whole number, 0 or more" : "a whole number, \(minimum) or more"
      let remedy =
        error.field == .limit ? "use \(name) 0 to list everything" : "give \(name) \(expected)"
      return ErrorViewModel(
        message: "invalid \(name) \"\(value)\": expected \(expected)", remedy: remedy, kind: .invalidInput)
    case .outOfRange(let minimum, let maximum):
      let remedy = error.field == .limit ? "use \(name) 0 to list everything" : "give \(name) within that range"
      return ErrorViewModel(
        message: "invalid \(name) \"\(value)\": expected a whole number from \(minimum) to \(maximum)",
        remedy: remedy, kind: .invalidInput)
    case .notOneOf(let accepted, let suggestion):
      let remedy =
        suggestion.map { "did you mean \"\($0)\"? " } ?? ""
      return ErrorViewModel(
        message: "invalid \(name) \"\(value)\"",
        remedy: remedy + "valid values: " + accepted.joined(separator: ", "),
        kind: .invalidInput
      )
    }
  }

  public func viewModel(for error: CatalogSourceError) -> ErrorViewModel {
    var model = described(error)
    model.cause = ErrorCause.of(error)
    return model
  }

  private func described(_ error: CatalogSourceError) -> ErrorViewModel {
    switch error {
    case .productNotFound(let id, let source):
      return ErrorViewModel(
        message: "no product with id \(id) at \(shown(source))",
        remedy: vocabulary.howToFindProductIDs,
        kind: .failure
      )
    case .unavailable(let source, let failure):
      let (reason, remedy) = words(for: failure)
      return ErrorViewModel(message: "cannot read \(shown(source)): \(reason)", remedy: remedy, kind: .failure)
    case .malformed(let source, let origin, let path, let defect):
      let location = path.isEmpty ? "" : " at \(safe(path))"
      let (reason, remedy) = words(for: defect, from: origin)
      guard origin != .change else {
        return ErrorViewModel(
          message: "\(shown(source)) is not a valid change\(location): \(reason)", remedy: remedy, kind: .invalidInput)
      }
      return ErrorViewModel(
        message: "\(shown(source)) is not a valid catalog\(location): \(reason)", remedy: remedy, kind: .failure)
    }
  }

  /// The reason (after "cannot read SOURCE: ") and the remedy for a source that could not be read.
  func words(for failure: SourceFailure) -> (reason: String, remedy: String) {
    if case .database(let failure) = failure { return DatabaseFailureWords(vocabulary: vocabulary).words(for: failure) }
    return fileWords(for: failure) ?? connectionWords(for: failure) ?? answerWords(for: failure)
  }

  /// A local file or stream that could not be read.
  private func fileWords(for failure: SourceFailure) -> (reason: String, remedy: String)? {
    switch failure {
    case .missing:
      return ("no such file or directory", "check the path, or \(vocabulary.howToUseTheEmbeddedCatalog)")
    case .isDirectory:
      return ("it is a directory", "give the path of a JSON file, not a directory")
    case .isDevice:
      return (
        "it is a device, not a file, a pipe or a terminal",
        "\(vocabulary.howToGiveASource); a device is never a catalog"
      )
    case .permissionDenied:
      return ("permission denied", "check the file's permissions")
    case .readFailed(let systemError):
      return (safe(systemError), "check that the file can be read")
    case .shrankWhileRead:
      return (
        "the file got shorter while it was being read",
        "try again once nothing is writing it; replace catalog files (write, then rename) rather than edit them in place"
      )
    case .productTextTooLarge(let limit):
      return (
        "it is larger than \(limit >> 20) MiB, and one product's text is a few KB",
        "give one product's JSON, as `catalog show ID -o json` prints it"
      )
    case .streamTooLarge(let limit):
      return (
        "more than \(limit >> 30) GB came through the stream",
        "save the catalog to a file and give its path: a file is mapped, not held in memory"
      )
    default:
      return nil
    }
  }

  /// A server that could not be reached, or a request that could not be made.
  private func connectionWords(for failure: SourceFailure) -> (reason: String, remedy: String)? {
    switch failure {
    case .connectionRefused:
      return ("connection refused", "check that the server is running and that the URL's host and port are right")
    case .connectionFailed(let systemError):
      return ("cannot connect: \(safe(systemError))", "check the URL's host and port, and the network")
    case .unknownHost(let host):
      return ("unknown host \(host.isEmpty ? "in the URL" : safe(host))", "check the host name in the URL")
    case .timedOut(let seconds):
      return (
        "no complete answer within \(NumberText.exact(seconds)) s", "try again, or \(vocabulary.howToAllowMoreTime)"
      )
    case .redirectLoop:
      return (
        "the server redirects in a loop",
        "check the URL; it should be the catalog's own address, not one that forwards"
      )
    case .redirected(let url, let underlying):
      return (
        "the server redirected to \(safe(url)), where: \(words(for: underlying).reason)",
        "the server's redirect is wrong, or its target is down: tell whoever runs the server"
      )
    case .cutOff:
      return ("the answer was cut off before its end", "try again; the connection dropped")
    case .secureConnectionFailed(let detail):
      return ("no secure connection: \(safe(detail))", "check the URL's host, and the server's certificate")
    case .transport(let detail):
      return (safe(detail), "check the URL and the network")
    case .cancelled:
      return ("the request was cancelled", "ask again")
    case .unusableRequestURL:
      return ("cannot form a request URL", "check the URL")
    default:
      return nil
    }
  }

  /// A server's answer that is not one.
  private func answerWords(for failure: SourceFailure) -> (reason: String, remedy: String) {
    switch failure {
    case .answerTooLarge(let limit):
      return (
        "the answer is larger than \(limit >> 20) MB, far more than a page should be",
        "check that the URL points at a catalog API"
      )
    case .compressedAnswer(let encoding):
      return (
        "the server sent a compressed answer (\(safe(encoding))) although it was asked for an uncompressed one",
        "check that the URL points at a catalog API; a catalog server answers uncompressed when asked"
      )
    case .invalidHTTPAnswer(let problem):
      let what =
        switch problem {
        case .notHTTP: "the answer is not HTTP"
        case .closedWithoutAnswer: "the server closed the connection without answering"
        case .headerTooLong: "the answer's header is too long"
        case .invalidLength: "the answer's length is not a number"
        case .brokenChunks: "the answer's chunked encoding is broken"
        }
      return (what, "check that the URL points at an HTTP catalog server")
    case .rejected(let status, let message):
      return (
        "the server refused the request (HTTP \(status))" + (message.map { ": \(safe($0))" } ?? ""),
        "check the URL and the flags"
      )
    case .rateLimited(_, let wait?, let limit):
      return (
        "the server is limiting requests (HTTP 429) and asked to wait \(NumberText.exact(wait)) s, "
          + "past the \(NumberText.exact(limit)) s time limit",
        "try again later, or \(vocabulary.howToAllowMoreTime)"
      )
    case .rateLimited(let attempts, nil, _):
      return (
        "the server is limiting requests (HTTP 429) and refused \(times(attempts))", "wait a few seconds and try again"
      )
    case .serverFailed(let status, let attempts):
      return (
        "the server failed (HTTP \(status)) \(times(attempts))", "try again later, or tell whoever runs the server"
      )
    case .notCatalogJSON(let status, let isHTML):
      return (
        "HTTP \(status) with \(isHTML ? "an HTML" : "a non-JSON") page instead of catalog JSON",
        "check the URL: for a DummyJSON server it is the API base, the part before /products"
      )
    default:
      // The cases of the two groups before, asked of this one directly.
      return (safe(String(describing: failure)), "check the source")
    }
  }

  /// The reason and the remedy for an answer that is not a catalog.
  func words(for defect: CatalogDefect, from origin: SourceOrigin) -> (reason: String, remedy: String) {
    let notAServer = "the server did not answer as a catalog server does; check the URL and that the server is one"
    let aChange =
      "a change is one JSON object of the fields to set, as \"catalog show ID -o json\" prints them; null removes one"
    if origin == .change {
      if case .syntax(let line, let column, let found) = defect {
        return ("invalid JSON at line \(line), column \(column): \(safe(found))", aChange)
      }
      if case .encoding(let encoding) = defect {
        return ("the text is \(safe(encoding)), and changes are read as UTF-8 JSON", aChange)
      }
      if case .shape(let problem) = defect { return (safe(problem), aChange) }
    }
    let wrongAnswer = "the server does not answer as a catalog should: tell whoever runs it"
    switch defect {
    case .syntax(let line, let column, let found):
      return (
        "invalid JSON at line \(line), column \(column): \(safe(found))",
        origin == .server ? notAServer : "check that the file is complete JSON (a cut-off download fails this way)"
      )
    case .shape(let problem):
      return (
        safe(problem),
        origin == .server
          ? notAServer
          : "a catalog is a JSON array of products, or an object whose \"products\" member is one;"
            + " each product needs an \"id\" (a whole number of 1 or more), a string \"title\" and a number \"price\""
      )
    case .encoding(let encoding):
      let name = safe(encoding)
      return (
        "the text is \(name), and catalogs are read as UTF-8 JSON",
        origin == .server ? notAServer : "convert it first: iconv -f \(name) -t UTF-8 FILE > FILE-utf8.json"
      )
    case .otherProduct(let asked, let answered):
      return (
        "asked for product \(asked), the server answered with product \(answered)",
        "check the URL; this server does not answer for the product asked"
      )
    case .repeatedProduct(let id):
      return ("product \(id) appears twice in one page", wrongAnswer)
    case .invalidID(let id):
      return ("product ids are whole numbers of 1 or more, this one is \(id)", wrongAnswer)
    case .tooManyProducts(let limit, let count):
      return ("asked for \(limit) products at most, got \(count)", wrongAnswer)
    case .otherCategory(let asked, let answered):
      return ("asked for category \"\(safe(asked))\", got \"\(safe(answered))\"", wrongAnswer)
    }
  }

  private func times(_ attempts: Int) -> String {
    attempts == 1 ? "once" : "\(attempts) times"
  }

  func safe(_ text: String) -> String {
    TerminalSafeText.singleLine(text)
  }

  /// A catalog source as this interface names it (`InterfaceVocabulary.shown(source:)`).
  func shown(_ source: String) -> String {
    vocabulary.shown(source: source)
  }
}
