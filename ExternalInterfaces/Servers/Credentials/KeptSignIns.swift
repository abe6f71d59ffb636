import BusinessLogic

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The kept sign-ins, as the credential port and the composition root read and change them:
/// hosts.json (`HostsFile`) with its problems as the port's facts.
struct KeptSignIns: Sendable {
  /// The file, or why there is none (no `HOME`).
  let file: HostsFile?

  init(environment: [String: String]) {
    file = HostsFile.folder(environment: environment).map { HostsFile(folder: $0) }
  }

  init(file: HostsFile?) {
    self.file = file
  }

  var path: String { (file?.folder ?? "~/.config/catalog") + "/" + HostsFile.name }

  /// Every sign-in kept, in the file's order; members that are not one are passed over.
  func all() throws(KeptSignInsProblem) -> [KeptSignIn] {
    guard let file else { throw .noFolder }
    switch file.hosts() {
    case .success(let members): return members.compactMap(KeptSignIn.init)
    case .failure(let problem): throw fact(problem)
    }
  }

  /// The sign-in kept for `origin`, if any.
  func signIn(for origin: String) throws(KeptSignInsProblem) -> KeptSignIn? {
    try all().first { $0.origin == origin }
  }

  /// Keeps `signIn` (replacing its origin's), under the file's lock.
  func keep(_ signIn: KeptSignIn) throws(KeptSignInsProblem) {
    try change { $0.keep(signIn) }
  }

  /// Forgets `origin`'s sign-in, under the file's lock; the one forgotten, if there was one.
  func forget(_ origin: String) throws(KeptSignInsProblem) -> KeptSignIn? {
    var forgotten: KeptSignIn?
    try change { members in
      guard let index = members.firstIndex(where: { $0.name == origin }) else { return }
      forgotten = KeptSignIn(members[index])
      members.remove(at: index)
    }
    return forgotten
  }

  private func change(_ edit: (inout [JSONTree.Member]) -> Void) throws(KeptSignInsProblem) {
    guard let file else { throw .noFolder }
    if let problem = file.update(edit) { throw fact(problem) }
  }

  private func fact(_ problem: HostsFile.Problem) -> KeptSignInsProblem {
    guard let file else { return .noFolder }
    let filePath = file.folder + "/" + HostsFile.name
    switch problem {
    case .folderIsALink, .notAFolder: return .notOurs(path: file.folder)
    case .notAFile: return .notOurs(path: filePath)
    case .ownedByAnother: return .ownedByAnotherUser(path: filePath)
    case .readableByOthers(let mode): return .readableByOthers(path: filePath, mode: Int(mode))
    case .tooLarge, .notAnObject: return .damaged(path: filePath)
    case .lockTimedOut: return .busy(path: filePath)
    case .system(let code): return .system(path: filePath, reason: String(cString: strerror(code)))
    }
  }
}
