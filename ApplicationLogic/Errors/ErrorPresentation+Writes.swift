import BusinessLogic

extension ErrorPresentation {
  /// Words for a change that could not be made. Every failure after the source was opened ends
  /// by saying the catalog was left as it was: that is what a user needs to know first.
  public func viewModel(for error: CatalogWriteError) -> ErrorViewModel {
    switch error {
    case .read(let error):
      return viewModel(for: error)
    case .readOnlySource(let source, let why):
      let (reason, remedy): (String, String) =
        switch why {
        case .embedded: ("it is built into the program", vocabulary.howToMakeAWritableCopy)
        case .stream: ("it is a stream, with no file to write back to", vocabulary.howToMakeAWritableCopy)
        case .server: ("changing products on a server is not supported yet", vocabulary.howToMakeAWritableCopy)
        }
      return ErrorViewModel(message: "cannot change \(safe(source)): \(reason)", remedy: remedy, kind: .failure)
    case .changedSinceRead(let id, let source):
      return ErrorViewModel(
        message: "product \(id) in \(safe(source)) changed since it was read; nothing was written",
        remedy: "run the command again to change the product as it is now", kind: .failure)
    case .changedDuringWrite(let source):
      return ErrorViewModel(
        message: "another program changed \(safe(source)) while it was being written; nothing was written",
        remedy: "try again once nothing else is writing it", kind: .failure)
    case .lockTimedOut(let source, let seconds):
      return ErrorViewModel(
        message:
          "another catalog command has been changing \(safe(source)) for more than \(NumberText.exact(seconds)) seconds; nothing was written",
        remedy: "try again when it has finished, or " + vocabulary.howToAllowMoreTime, kind: .failure)
    case .writeFailed(let source, let failure):
      let (reason, remedy) = words(for: failure)
      return ErrorViewModel(
        message: "cannot write \(safe(source)): \(reason); it was left as it was", remedy: remedy, kind: .failure)
    }
  }

  private func words(for failure: WriteFailure) -> (reason: String, remedy: String) {
    switch failure {
    case .noSpace: ("no space left on the device", "free some space and try again")
    case .fileTooLarge:
      ("the file is larger than this process may write", "raise the file-size limit (ulimit -f) and try again")
    case .fileNotWritable: ("the file is read-only", "make it writable (chmod u+w) if it is meant to change")
    case .folderNotWritable:
      (
        "its folder does not allow new files",
        "a change is written to a new file beside the catalog, then renamed over it: make the folder writable"
      )
    case .readOnlyFileSystem: ("the file system is read-only", "copy the catalog somewhere writable")
    case .removed: ("it was removed or replaced meanwhile", "check the path and try again")
    case .system(let text): (safe(text), "try again")
    }
  }
}
