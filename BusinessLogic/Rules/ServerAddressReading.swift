/// What is wrong with the server a sign-in command names, found without asking it.
public enum ServerAddressProblem: Error, Hashable, Sendable {
  /// No `--source`, where the command is about one server.
  case noServer
  /// The text is no `http(s)://` URL.
  case notAServer(String)
  /// Plain `http` to another machine: a password or token could be read on the way.
  case plainTextElsewhere(origin: String)
}

/// The one reading of `--source` the sign-in scenes share: the server it names, or why none.
enum ServerAddressReading {
  static func read(_ source: String?, with accounts: any ServerAccounts) -> Result<ServerAddress, ServerAddressProblem>
  {
    guard let source, !source.trimmingWhitespace().isEmpty else { return .failure(.noServer) }
    guard let address = accounts.address(of: source) else { return .failure(.notAServer(source)) }
    return .success(address)
  }
}
