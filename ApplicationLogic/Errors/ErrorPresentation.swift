import BusinessLogic

/// Words for every failure a use case reports, written once for all scenes. Everything quoted
/// from the user or a source is made terminal-safe here.
public struct ErrorPresentation: Sendable {
  private let vocabulary: any InterfaceVocabulary

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
    switch error {
    case .productNotFound(let id, let source):
      return ErrorViewModel(
        message: "no product with id \(id) at \(TerminalSafeText.singleLine(source))",
        remedy: vocabulary.howToFindProductIDs,
        kind: .failure
      )
    case .unavailable(let source, let reason, let remedy):
      return ErrorViewModel(
        message: "cannot read \(TerminalSafeText.singleLine(source)): \(TerminalSafeText.singleLine(reason))",
        remedy: TerminalSafeText.singleLine(remedy),
        kind: .failure
      )
    case .malformed(let source, let path, let reason, let remedy):
      let location = path.isEmpty ? "" : " at \(TerminalSafeText.singleLine(path))"
      return ErrorViewModel(
        message:
          "\(TerminalSafeText.singleLine(source)) is not a valid catalog\(location): \(TerminalSafeText.singleLine(reason))",
        remedy: TerminalSafeText.singleLine(remedy),
        kind: .failure
      )
    }
  }
}
