/// Why a sign-in use case could not do what it was asked, as facts; ApplicationLogic words them.
public enum AccountFailure: Error, Hashable, Sendable {
  /// Nothing is kept for this origin.
  case notSignedIn(origin: String)
  /// The server answered neither as DummyJSON's `/auth` nor as Datasette's `/-/actor.json`.
  case unknownKind(origin: String)
  /// The server is of a kind that signs in with the other secret (a token given to DummyJSON).
  case secretNotTaken(origin: String, kind: ServerAccountKind)
  /// The server refused the username and password, or the token; with its own words, if any.
  case refused(origin: String, message: String?)
  /// The server answered a token that cannot be sent or kept (`TokenRule`).
  case unusableToken(origin: String, TokenProblem)
  /// The server answered a token that had expired already, at `expiresAt` (seconds since 1970).
  case expiredOnArrival(origin: String, expiresAt: Int)
  /// The server could not be reached, or answered something that is no answer.
  case server(CatalogSourceError)
  /// The file of kept sign-ins could not be used.
  case keptSignIns(KeptSignInsProblem)
}

/// Why the file of kept sign-ins (`hosts.json`) was not used, as facts.
public enum KeptSignInsProblem: Error, Hashable, Sendable {
  /// Neither `XDG_CONFIG_HOME` nor `HOME` names a folder for it.
  case noFolder
  /// The file or its folder is a symbolic link, or not a file or folder at all.
  case notOurs(path: String)
  /// The file or its folder (`path` names which).
  case ownedByAnotherUser(path: String)
  /// Others may read the file or enter its folder (`path` names which), so what it holds may be
  /// known: refused, not used.
  case readableByOthers(path: String, mode: Int)
  /// The file has other names (hard links), which a new version would not replace: a token
  /// forgotten here would be kept there.
  case hardLinked(path: String, links: Int)
  /// The change would make the file larger than it is ever read back.
  case wouldBeTooLarge(path: String, limitBytes: Int)
  /// Not a JSON object, or larger than any such file.
  case damaged(path: String)
  /// Another login or logout held its lock too long.
  case busy(path: String)
  /// The system refused it (`errno`'s name, as `ENOSPC`).
  case system(path: String, reason: String)
}
