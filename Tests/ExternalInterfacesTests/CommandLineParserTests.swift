import Testing

@testable import ExternalInterfaces

@Suite struct CommandLineParserTests {
  private func parse(_ arguments: [String]) -> Result<ParsedCommandLine, UsageError> {
    CommandLineParser(commands: CommandTable.catalog.specs).parse(arguments)
  }

  private func invocation(_ arguments: [String]) -> CommandInvocation? {
    if case .success(.run(let invocation)) = parse(arguments) { return invocation }
    return nil
  }

  private func error(_ arguments: [String]) -> UsageError? {
    if case .failure(let error) = parse(arguments) { return error }
    return nil
  }

  @Test func acceptsEverySpellingOfAValue() {
    let forms = [
      ["list", "--limit", "5"], ["list", "--limit=5"], ["list", "-L", "5"], ["list", "-L5"], ["--limit", "5", "list"],
    ]
    for form in forms {
      #expect(invocation(form)?.value(.limit) == "5", "\(form)")
    }
  }

  /// A scene's own flag is one `OptionSpec(flag:…)`: the parser takes it wherever the command's
  /// spec lists it, and the route reads it by the spec.
  @Test func aFlagDeclaredOnceIsParsedAndReadBack() {
    let percent = OptionSpec(flag: "percent", valueName: "N", help: "the discount")
    let everywhere = OptionSpec(flag: "everywhere", short: "E", valueName: nil, help: "every product")
    let spec = CommandSpec(
      name: "discount", aliases: [], summary: "Discount", usage: "catalog discount [flags]", operands: .none,
      output: .record, terminal: .plain, options: [percent, everywhere], examples: [])
    let parser = CommandLineParser(commands: [spec])
    guard case .success(.run(let given)) = parser.parse(["discount", "--percent=15", "-E"]) else {
      Issue.record("not parsed")
      return
    }
    #expect(given.value(percent) == "15" && given.isGiven(everywhere))
    guard case .success(.run(let bare)) = parser.parse(["discount"]) else { return }
    #expect(bare.value(percent) == nil && !bare.isGiven(everywhere))
    if case .success = parser.parse(["discount", "--percentage", "1"]) { Issue.record("an unknown flag was taken") }
  }

  @Test func aliasesNameTheSameCommand() {
    #expect(invocation(["ls"])?.command == "list")
    #expect(invocation(["view", "3"])?.command == "show")
    #expect(invocation(["view", "3"])?.arguments == ["3"])
  }

  @Test func laterFlagsWin() {
    #expect(invocation(["list", "-L", "1", "--limit", "2"])?.value(.limit) == "2")
  }

  @Test func aDoubleDashEndsTheFlags() {
    #expect(invocation(["show", "--", "-5"])?.arguments == ["-5"])
  }

  @Test func negativeNumbersAreValuesNotFlags() {
    #expect(invocation(["list", "--skip", "-3"])?.value(.skip) == "-3")
  }

  @Test func emptyValuesAreKept() {
    #expect(invocation(["list", "--search="])?.value(.search) == "")
  }

  @Test func helpVersionAndLicense() throws {
    #expect(try parse([]).get() == .help(nil))
    #expect(try parse(["list", "-h"]).get() == .help("list"))
    #expect(try parse(["help", "ls"]).get() == .help("list"))
    #expect(try parse(["--version"]).get() == .version)
    #expect(try parse(["--license"]).get() == .license)
  }

  @Test func unknownCommandsSuggestTheClosest() {
    #expect(error(["lst"])?.message == "unknown command \"lst\"; did you mean \"list\"?")
    #expect(error(["frobnicate"])?.message == "unknown command \"frobnicate\"")
  }

  @Test func unknownFlagsSuggestTheClosest() {
    #expect(error(["list", "--limt", "3"])?.message == "unknown flag --limt; did you mean --limit?")
    #expect(error(["list", "-x"])?.message == "unknown flag -x")
  }

  @Test func flagsOfOtherCommandsAreNamed() {
    #expect(error(["show", "1", "--sort", "price"])?.message == "--sort is not a flag of \"catalog show\"")
  }

  @Test func flagsThatNeedValuesSayWhich() {
    #expect(error(["list", "--limit"])?.message == "--limit needs a value")
    #expect(error(["list", "--search", "--limit", "3"])?.message == "--search needs a value")
    #expect(error(["list", "--json=1"])?.message == "--json takes no value")
  }

  @Test func echoedInputIsMadeTerminalSafe() {
    #expect(error(["\u{1B}[2J"])?.message.contains("\u{1B}") == false)
  }
}
