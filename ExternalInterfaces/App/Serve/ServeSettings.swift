import ApplicationLogic
import BusinessLogic

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

/// `catalog serve`'s flags, read and checked: every problem is a usage error before anything
/// listens.
struct ServeSettings {
  var host = "127.0.0.1"
  var port = 8080
  var readOnly = false
  var corsOrigin: String?
  var allowedHosts: [String] = []
  var users: [ServeAccounts.User] = []
  var writeToken: String?
  /// `--no-write-token`: no token made at start when no one can sign in.
  var noWriteToken = false
  var loadsImages = false
  var limits = HTTPServerLimits()
  var money = MoneySettings()

  static func make(_ invocation: CommandInvocation, environment: [String: String]) -> Result<ServeSettings, UsageError>
  {
    Result { () throws(UsageError) -> ServeSettings in
      var settings = ServeSettings()
      settings.money = try MoneySettings.make(invocation, environment: environment).get()
      if let host = invocation.value(.host) { settings.host = host }
      if let text = invocation.value(.port) {
        guard let port = Int(text), (0...65_535).contains(port) else {
          throw UsageError(
            message: "invalid --port \"\(TerminalText.quote(text))\": expected a port from 0 to 65535",
            hint: "write --port 8080, or --port 0 for any free port")
        }
        settings.port = port
      }
      settings.readOnly = invocation.isGiven(.readOnly)
      settings.noWriteToken = invocation.isGiven(.noWriteToken)
      if let text = invocation.value(.clientConnections) {
        guard let count = Int(text), (1...settings.limits.connections).contains(count) else {
          throw UsageError(
            message:
              "invalid --client-connections \"\(TerminalText.quote(text))\": expected a whole number from 1 to \(settings.limits.connections)",
            hint: "write --client-connections 128 (the default)")
        }
        settings.limits.connectionsPerClient = count
      }
      if let text = invocation.value(.trustProxy) {
        var proxies = Set<String>()
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
          let trimmed = name.trimmingWhitespace()
          guard let address = ClientAddress.canonical(trimmed) else {
            throw UsageError(
              message: "invalid --trust-proxy \"\(TerminalText.quote(trimmed))\": expected an IP address",
              hint: "give the addresses the balancers connect from, comma-separated: --trust-proxy 127.0.0.1")
          }
          proxies.insert(address)
        }
        settings.limits.trustedProxies = proxies
      }
      settings.loadsImages = invocation.isGiven(.images)
      if let origin = invocation.value(.cors) {
        guard let normalized = Self.origin(origin) else {
          throw UsageError(
            message: "invalid --cors \"\(TerminalText.quote(origin))\": expected one origin, as https://app.example",
            hint: "give the scheme, host and port of the pages that call the API; never *")
        }
        settings.corsOrigin = normalized
      }
      if let names = invocation.value(.allowHost) {
        settings.allowedHosts = names.split(separator: ",").map { $0.trimmingWhitespace() }
      }
      if let path = invocation.value(.users) { settings.users = try ServeSecrets.users(path) }
      if let path = invocation.value(.writeTokenFile) { settings.writeToken = try ServeSecrets.token(path) }
      return settings
    }
  }

  /// An origin as browsers send it in `Origin`: scheme and host in lower case, the port only
  /// when it is not the scheme's own; nil for anything with a path, query, user or wildcard.
  static func origin(_ text: String) -> String? {
    guard !text.contains("*"), let url = URLComponents(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = url.host?.lowercased(), !host.isEmpty,
      url.path.isEmpty || url.path == "/", url.query == nil, url.fragment == nil, url.user == nil,
      url.password == nil
    else { return nil }
    let port = url.port.flatMap { ($0 == 80 && scheme == "http") || ($0 == 443 && scheme == "https") ? nil : $0 }
    return scheme + "://" + host + (port.map { ":\($0)" } ?? "")
  }
}

/// The files that hold who may write: they must be the user's own and private, as ssh wants its
/// keys; anything else is refused before the server starts.
enum ServeSecrets {
  static func users(_ path: String) throws(UsageError) -> [ServeAccounts.User] {
    let bytes = try privateFile(path, flag: "--users")
    guard case .object(let members)? = try? JSONTree.parse(bytes), members.count == 1,
      case .array(let entries)? = members.first(where: { $0.name == "users" })?.value
    else {
      throw UsageError(
        message: "the --users file is not {\"users\": [ … ]}",
        hint: "write {\"users\": [{\"username\": \"ada\", \"password\": \"…\"}]}")
    }
    var users: [ServeAccounts.User] = []
    for (index, entry) in entries.enumerated() {
      guard case .object(let fields) = entry,
        case .string(let username)? = fields.first(where: { $0.name == "username" })?.value,
        case .string(let password)? = fields.first(where: { $0.name == "password" })?.value,
        !username.isEmpty, password.count >= 8, fields.count == 2
      else {
        throw UsageError(
          message: "user \(index + 1) of the --users file is not {\"username\": …, \"password\": …}",
          hint: "give each user a name and a password of at least 8 characters, and nothing else")
      }
      guard !users.contains(where: { $0.username == username }) else {
        throw UsageError(
          message: "the --users file names \"\(TerminalText.quote(username))\" twice", hint: "give each user once")
      }
      users.append(ServeAccounts.User(id: index + 1, username: username, password: password))
    }
    return users
  }

  static func token(_ path: String) throws(UsageError) -> String {
    let bytes = try privateFile(path, flag: "--write-token-file")
    let token = String(decoding: bytes, as: UTF8.self).trimmingWhitespace()
    guard token.count >= 16, TokenRule.problem(with: token) == nil else {
      throw UsageError(
        message: "the --write-token-file file does not hold one token of at least 16 printable characters",
        hint: "put one long random token in it, on one line: head -c 32 /dev/urandom | base64 > FILE")
    }
    return token
  }

  /// The bytes of an operator's secret file, checked on the file that is read: opened without
  /// following a link (and without waiting on a FIFO), then its type, owner and mode taken from
  /// the open descriptor, so nothing can be swapped in between the check and the read.
  private static func privateFile(_ path: String, flag: String) throws(UsageError) -> [UInt8] {
    let descriptor = LosslessText.withPath(path) { open($0, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK) }
    guard descriptor >= 0 else {
      if errno == ELOOP {
        throw UsageError(
          message: "the file given to \(flag) is a link", hint: "give the file itself, not a link")
      }
      throw UsageError(
        message: "cannot read the file given to \(flag): \(String(cString: strerror(errno)))", hint: "check the path")
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      throw UsageError(
        message: "the file given to \(flag) is not a regular file", hint: "give the file itself, not a link")
    }
    guard status.st_mode & 0o077 == 0, status.st_uid == getuid() else {
      throw UsageError(
        message: "the file given to \(flag) is not private: others can read it, or it is not yours",
        hint: "chmod 600 the file, as your own user")
    }
    guard status.st_size <= 1 << 20, let bytes = CacheFile.readAll(descriptor, size: Int(status.st_size)) else {
      throw UsageError(
        message: "cannot read the file given to \(flag)", hint: "check its permissions and size (at most 1 MB)")
    }
    return bytes
  }
}
