import Foundation
import PackagePlugin

/// `swift package check-architecture [options]`: builds the package (debug, which writes the
/// index store the rules read) through the package manager running this plugin, then runs the
/// `check-architecture` tool on it with `--no-build` and the options given (`--rings`,
/// `--format`, `--explain`, `--write-baseline`, `--prune-baseline`, `--init`; `--help` lists
/// them). A missing or unreadable map is said before anything is built; a build that fails
/// stops here, with exit status 2 and the build's own words: a check of an index older than the
/// code would be no check.
@main
struct CheckArchitecturePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = ToolRelay(
      tool: try context.tool(named: "ArchitectureChecker").url, work: context.pluginWorkDirectoryURL)
    if arguments.contains("--help") || arguments.contains("-h") { exit(tool.run(["--help"])) }
    if arguments.contains("--version") { exit(tool.run(["--version"])) }
    let root = context.package.directoryURL
    // A starting map needs no build; nor does finding that there is no map, or a broken one.
    if arguments.contains("--init") { exit(tool.run([root.path] + arguments)) }
    let found = tool.run([root.path, "--map-only"] + arguments)
    guard found == 0 else { exit(found) }
    // The package manager's own build: a nested `swift build` would wait for the lock it holds.
    // Its log is echoed as it goes (progress, and each error once), never printed again after.
    var parameters = PackageManager.BuildParameters(configuration: .debug, logging: .concise)
    parameters.echoLogs = true
    let result = try packageManager.build(.all(includingTests: false), parameters: parameters)
    guard result.succeeded else {
      FileHandle.standardError.write(
        Data(
          "check-architecture: error: the build of \(context.package.displayName) failed; nothing was checked. Fix the build, then check again\n"
            .utf8))
      exit(2)
    }
    exit(tool.run([root.path, "--no-build"] + arguments))
  }
}
