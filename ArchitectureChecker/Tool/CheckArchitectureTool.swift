import Foundation

/// `check-architecture`: the suite's rules over any package, from the command line. The
/// package's executable product, which its command plugin runs (`swift package
/// check-architecture`); scripts/check-architecture compiles the same files with swiftc, for a
/// checkout that takes no package dependency.
@main
enum CheckArchitectureTool {
  static let usage = """
    usage: check-architecture --version | --help
           check-architecture PACKAGE --init [--rings FILE]
           check-architecture PACKAGE [--rings FILE] [--index-store PATH] [--no-build]
                              [--format text|json|github|sarif] [--output FILE] [--explain]
                              [--write-baseline [--allow-new-findings] | --prune-baseline]

    Checks that the targets of the Swift package at PACKAGE point inward, as its ring map says.
    The map is FILE, else the first of PACKAGE/rings.json, PACKAGE/ArchitectureTests/rings.json and
    PACKAGE/Tests/ArchitectureTests/rings.json. The package is built with `swift build` when its
    index is missing or older than its sources, unless --no-build; a build that fails, or an index
    still older than the sources, stops the check (exit 2): findings from an old index are not
    findings about the code.
    Findings are printed in the compiler's format (text, the default, for editors), as a JSON
    array of objects with the fields file, line, column, rule, severity, message, remedy, rings,
    edge and symbol (json), as GitHub workflow annotations (github), or as a SARIF 2.1.0 log for
    code-scanning services (sarif), on standard output or into FILE (--output); notes and the
    summary go to standard error.
    --write-baseline writes the findings now into the map's "baseline" file (else
    architecture-baseline.json beside the map, which it then names in the map); it refuses to add
    findings to an existing baseline unless --allow-new-findings. --prune-baseline lowers the
    counts of what is fixed and never adds. From then on only new findings fail.
    --init writes a starting map (FILE, else PACKAGE/rings.json, never over one) from the
    package's declared targets, without building: one ring per target, innermost first, every
    ring allowed any import and none pure; mark the rings that must do no I/O, then check.
    --explain lists on standard error each finding the map's exceptions or the code's
    `// architecture:allow` comments excuse, with the reason.
    Exit status: 0 no findings, 1 findings, 2 could not check.
    """

  static func main() {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    switch ToolOptions.parse(Array(CommandLine.arguments.dropFirst()), from: here) {
    case .failure(.help):
      print(usage)
      exit(0)
    case .failure(.version):
      print("check-architecture \(CheckerVersion.current)")
      exit(0)
    case .failure(.usage(let message)):
      exit(error("\(message)\n\(usage)"))
    case .success(let options):
      exit(ToolRun(options: options, here: here).run())
    }
  }

  /// Says why the package could not be checked; the exit status that goes with it.
  static func error(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("check-architecture: error: \(message)\n".utf8))
    return 2
  }

  static func note(_ message: String) {
    FileHandle.standardError.write(Data("check-architecture: \(message)\n".utf8))
  }
}

/// The command line, read.
struct ToolOptions {
  enum BaselineAction: Equatable {
    case none
    case write(allowingNew: Bool)
    case prune
  }

  enum Refusal: Error, Equatable {
    case help
    case version
    case usage(String)
  }

  var root: URL
  var ringMap: URL?
  var indexStore: URL?
  var build = true
  var format = Diagnostic.Format.text
  var baseline = BaselineAction.none
  var explain = false
  /// Where the findings go instead of standard output.
  var output: URL?
  /// Write a starting map instead of checking.
  var initialize = false
  /// Only find and read the map (the plugin asks before it builds).
  var mapOnly = false

  static func parse(_ arguments: [String], from here: URL) -> Result<ToolOptions, Refusal> {
    var rest = arguments[...]
    var package: String?
    var ringMap: String?
    var store: String?
    var build = true
    var format = Diagnostic.Format.text
    var write = false
    var allowNew = false
    var prune = false
    var explain = false
    var output: String?
    var initialize = false
    var mapOnly = false
    while let argument = rest.popFirst() {
      switch argument {
      case "-h", "--help": return .failure(.help)
      case "--version": return .failure(.version)
      case "--rings", "--index-store", "--output":
        guard let value = rest.popFirst() else { return .failure(.usage("\(argument) needs a value")) }
        switch argument {
        case "--rings": ringMap = value
        case "--index-store": store = value
        default: output = value
        }
      case "--no-build": build = false
      case "--write-baseline": write = true
      case "--allow-new-findings": allowNew = true
      case "--prune-baseline": prune = true
      case "--explain": explain = true
      case "--init": initialize = true
      case "--map-only": mapOnly = true
      case "--format":
        guard let value = rest.popFirst(), let chosen = Diagnostic.Format(rawValue: value) else {
          return .failure(.usage("--format takes text, json, github or sarif"))
        }
        format = chosen
      default:
        guard !argument.hasPrefix("-"), package == nil else {
          return .failure(.usage("unexpected argument \(argument)"))
        }
        package = argument
      }
    }
    guard let package else { return .failure(.usage("name the package to check")) }
    guard !(write && prune) else {
      return .failure(.usage("--write-baseline and --prune-baseline contradict each other: give one"))
    }
    guard !allowNew || write else { return .failure(.usage("--allow-new-findings goes with --write-baseline")) }
    var options = ToolOptions(root: URL(fileURLWithPath: package, relativeTo: here).standardizedFileURL)
    options.ringMap = ringMap.map { URL(fileURLWithPath: $0, relativeTo: here).standardizedFileURL }
    options.indexStore = store.map { URL(fileURLWithPath: $0, relativeTo: here).standardizedFileURL }
    options.output = output.map { URL(fileURLWithPath: $0, relativeTo: here).standardizedFileURL }
    (options.build, options.format, options.explain) = (build, format, explain)
    (options.initialize, options.mapOnly) = (initialize, mapOnly)
    options.baseline = write ? .write(allowingNew: allowNew) : prune ? .prune : .none
    return .success(options)
  }
}
