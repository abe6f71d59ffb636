import ApplicationLogic
import BusinessLogic

/// A command whose first word chooses its scene, as gh's `auth login|status|logout|token`:
/// each word with the flags it takes and its scene's registration. The command table holds it
/// as one entry; the navigators find each scene through it as through any other.
struct SceneChoice: SceneEntry {
  struct Choice: Sendable {
    let word: String
    /// The flags this word takes (the global ones always).
    let options: [OptionSpec]
    /// Made when first asked for, as a command's scene is (`CommandRegistration`).
    let scene: @Sendable () -> any SceneEntry

    init(word: String, options: [OptionSpec], scene: @autoclosure @escaping @Sendable () -> any SceneEntry) {
      (self.word, self.options, self.scene) = (word, options, scene)
    }
  }

  let command: String
  let choices: [Choice]

  var words: [String] { choices.map(\.word) }

  /// Every choice's flags, once each, in the order they are first named: the command's.
  var options: [OptionSpec] {
    var seen: Set<String> = []
    return choices.flatMap(\.options).filter { seen.insert($0.long).inserted }
  }

  func route(_ inputs: RouteInputs) -> Result<CatalogRoute, UsageError> {
    let name = "catalog \(command)"
    guard let word = inputs.invocation.arguments.first else {
      return .failure(
        UsageError(
          message: "\"\(name)\" needs one of: \(words.joined(separator: ", "))",
          hint: "write \(name) \(words.first ?? "") (run \"\(name) --help\" for each)"))
    }
    guard let choice = choices.first(where: { $0.word == word }) else {
      let suggestion = ClosestMatch.suggestion(for: word, among: words)
      return .failure(
        UsageError(
          message: "unknown \(command) command \"\(TerminalText.quote(word))\""
            + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""),
          hint: "\(name) takes one of: \(words.joined(separator: ", "))"))
    }
    if let extra = inputs.invocation.arguments.dropFirst().first {
      return .failure(
        UsageError(
          message: "unexpected argument \"\(TerminalText.quote(extra))\" for \"\(name) \(word)\"",
          hint: "run \"\(name) --help\" for its usage"))
    }
    let given = inputs.invocation.flags.union(inputs.invocation.values.keys)
    let global = Set(OptionSpec.globalOptions.map(\.id))
    if let stray = given.subtracting(choice.options.map(\.id)).subtracting(global).first,
      let spelled = options.first(where: { $0.id == stray })?.long
    {
      return .failure(
        UsageError(
          message: "--\(spelled) is not a flag of \"\(name) \(word)\"", hint: "run \"\(name) --help\" for its flags"))
    }
    return choice.scene().route(inputs)
  }

  func commandLineScene(for route: CatalogRoute, context: SceneContext) -> (any RunnableScene)? {
    choices.lazy.compactMap { $0.scene().commandLineScene(for: route, context: context) }.first
  }

  func webScene(for route: WebRoute, context: WebContext) -> (any WebScene)? {
    choices.lazy.compactMap { $0.scene().webScene(for: route, context: context) }.first
  }

  func fullScreenStep(for route: CatalogRoute) -> FullScreenStep? {
    choices.lazy.compactMap { $0.scene().fullScreenStep(for: route) }.first
  }
}
