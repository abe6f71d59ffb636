import ApplicationLogic

/// The process's exit codes, as gh and kubectl use them.
enum ExitStatus: Int32, Sendable {
  /// Success, including an empty result.
  case success = 0
  /// The request was fine but could not be answered (unknown id, unreadable source, bad data).
  case failure = 1
  /// The command line was wrong; the same command will fail again.
  case usage = 2
}

extension ExitStatus {
  /// The status a shown failure deserves.
  init(_ kind: ErrorViewModel.Kind) {
    switch kind {
    case .invalidInput: self = .usage
    case .failure: self = .failure
    case .warning: self = .success
    }
  }
}
