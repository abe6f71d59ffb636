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

  /// Forgets `origin`'s sign-in, under the file's lock; the one forgotten, if there was one. A
  /// file grown larger than is read back (by a version that did not refuse a huge token) is read
  /// all the same, so the sign-in that made it so can always be forgotten.
  func forget(_ origin: String) throws(KeptSignInsProblem) -> ForgottenSignIn? {
    var forgotten: ForgottenSignIn?
    try change(readingUpTo: Self.largestToForget) { members in
      guard let index = members.firstIndex(where: { $0.name == origin }) else { return }
      forgotten = ForgottenSignIn(members[index])
      members.remove(at: index)
    }
    return forgotten
  }

  /// The largest file a logout reads to forget a sign-in in it.
  static let largestToForget = 64 << 20

  private func change(readingUpTo limit: Int = HostsFile.largestFile, _ edit: (inout [JSONTree.Member]) -> Void)
    throws(KeptSignInsProblem)
  {
    guard let file else { throw .noFolder }
    if let problem = file.update(readingUpTo: limit, edit) { throw fact(problem) }
  }

  func fact(_ problem: HostsFile.Problem) -> KeptSignInsProblem {
    guard let file else { return .noFolder }
    let filePath = file.folder + "/" + HostsFile.name
    switch problem {
    case .folderIsALink, .notAFolder: return .notOurs(path: file.folder)
    case .notAFile: return .notOurs(path: filePath)
    case .ownedByAnother(let part, _): return .ownedByAnotherUser(path: part == .folder ? file.folder : filePath)
    case .readableByOthers(let part, let mode):
      return .readableByOthers(path: part == .folder ? file.folder : filePath, mode: Int(mode))
    case .hardLinked(let links): return .hardLinked(path: filePath, links: links)
    case .wouldBeTooLarge: return .wouldBeTooLarge(path: filePath, limitBytes: HostsFile.largestFile)
    case .tooLarge, .notAnObject: return .damaged(path: filePath)
    case .lockTimedOut: return .busy(path: filePath)
    case .system(let code): return .system(path: filePath, reason: String(cString: strerror(code)))
    }
  }
}

/// A member a logout removed: the sign-in, when it is one that can be sent (then its server may
/// be told), and whose it was, read as far as it can be (one with a token that can never be sent
/// is forgotten all the same).
struct ForgottenSignIn: Equatable, Sendable {
  let signIn: KeptSignIn?
  let account: ServerAccount

  init(_ member: JSONTree.Member) {
    signIn = KeptSignIn(member)
    if let signIn {
      account = signIn.account
      return
    }
    var kind: ServerAccountKind?
    if case .string(let text)? = member.value.member("kind") { kind = ServerAccountKind(rawValue: text) }
    let name = if case .string(let name)? = member.value.member("account") { name } else { "" }
    account = ServerAccount(origin: member.name, kind: kind ?? .dummyJSON, name: name, expiresAt: nil)
  }
}
