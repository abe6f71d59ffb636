import ApplicationLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The entry point: gathers the process's facts and hands them to the composition root.
@main
enum CatalogMain {
  static func main() async {
    StandardStreams.prepare()
    MappedFileFaults.install()
    let output = FileDescriptorSink(descriptor: STDOUT_FILENO)
    let errors = FileDescriptorSink(descriptor: STDERR_FILENO)
    let pager = Pager(output: output)
    let indexBuilds = IndexBuildQueue()
    let command = CatalogCommand(
      arguments: LosslessText.arguments(),
      environment: LosslessText.environment(),
      output: output,
      errors: errors,
      outputIsTerminal: SystemTerminal.isTerminal(STDOUT_FILENO),
      inputIsTerminal: SystemTerminal.isTerminal(STDIN_FILENO),
      reportedWidth: SystemTerminal.size(of: STDOUT_FILENO)?.columns,
      pager: pager,
      indexBuilds: indexBuilds,
      replacedFiles: FreedAfterExit(),
      keptUntilExit: KeptUntilExit()
    )
    let status = await command.run()
    output.flush()
    indexBuilds.startRequested()
    // With a pager: its input ends here, and the person leaves it before the shell comes back.
    pager.finish()
    if let failure = output.writeFailure {
      errors.write(StandardStreams.report(writeFailure: failure))
      errors.flush()
      exit(ExitStatus.failure.rawValue)
    }
    errors.flush()
    exit(status.rawValue)
  }
}
