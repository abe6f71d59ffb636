import ApplicationLogic

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's three standard descriptors, made safe before anything is opened.
enum StandardStreams {
  /// A descriptor 0–2 that was closed by whoever started us (`catalog list >&-`) would be handed
  /// to the next file opened, and output would go into the catalog or an index. Each closed one
  /// is filled with `/dev/null` opened the wrong way round, so reading stdin or writing stdout
  /// fails with EBADF and is reported, never silently sent elsewhere. A file-size limit
  /// (`ulimit -f`) becomes a write error (EFBIG) to report, not a SIGXFSZ core dump.
  static func prepare() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
      let filler = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
      if filler >= 0, filler != descriptor {
        _ = dup2(filler, descriptor)
        _ = close(filler)
      }
    }
    signal(SIGXFSZ, SIG_IGN)
  }

  /// What a failed write to standard output says, as `error:` and `hint:` lines.
  static func report(writeFailure code: Int32) -> String {
    failure(writing: code).text
  }

  private static func failure(writing code: Int32) -> ErrorViewModel {
    let reason: String
    let hint: String
    switch code {
    case EBADF:
      reason = "standard output is closed"
      hint = "run it with its output going somewhere, e.g. > products.json"
    case ENOSPC, EDQUOT:
      reason = "no space left on the device"
      hint = "free some space, or write the output elsewhere; what was written is incomplete"
    case EFBIG:
      reason = "the file is larger than this process may write (ulimit -f)"
      hint = "raise the limit, or ask for less (--limit); what was written is incomplete"
    default:
      reason = String(cString: strerror(code)).lowercased()
      hint = "check where the output goes; what was written is incomplete"
    }
    return ErrorViewModel(message: "cannot write output: \(reason)", remedy: hint, kind: .failure)
  }
}
