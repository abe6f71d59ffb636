import Foundation
import PackagePlugin

/// `swift package check-architecture [options]`: builds the package (debug, which writes the
/// index store the rules read) through the package manager running this plugin, then runs the
/// `check-architecture` tool on it with `--no-build` and the options given (`--rings`,
/// `--format`, `--explain`, `--write-baseline`, `--prune-baseline`; `--help` lists them). A build
/// that fails stops here, with exit status 2 and the build's own words: a check of an index
/// older than the code would be no check.
@main
struct CheckArchitecturePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "ArchitectureChecker")
    if arguments.contains("--help") || arguments.contains("-h") {
      exit(run(tool.url, ["--help"]))
    }
    // The package manager's own build: a nested `swift build` would wait for the lock it holds.
    var parameters = PackageManager.BuildParameters(configuration: .debug, logging: .concise)
    parameters.echoLogs = false
    let result = try packageManager.build(.all(includingTests: false), parameters: parameters)
    guard result.succeeded else {
      FileHandle.standardError.write(Data(result.logText.utf8))
      FileHandle.standardError.write(
        Data(
          "check-architecture: error: the build of \(context.package.displayName) failed; nothing was checked. Fix the build, then check again\n"
            .utf8))
      exit(2)
    }
    let root = context.package.directoryURL
    exit(run(tool.url, [root.path, "--no-build"] + arguments))
  }

  /// Runs the tool with the plugin's standard streams; its exit status.
  private func run(_ tool: URL, _ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    do { try process.run() } catch {
      FileHandle.standardError.write(Data("check-architecture: error: cannot run \(tool.path): \(error)\n".utf8))
      return 2
    }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
