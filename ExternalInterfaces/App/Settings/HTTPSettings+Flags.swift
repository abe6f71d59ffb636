import ApplicationLogic
import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension HTTPSettings {
  /// The settings of the server's requests: the proxy from the environment, `--timeout`, and,
  /// for a server, its credential with the warnings reading it gave.
  static func requested(by invocation: CommandInvocation, environment: [String: String], for source: CatalogSource)
    -> Result<(settings: HTTPSettings, warnings: [ErrorViewModel]), UsageError>
  {
    var http = HTTPSettings()
    http.proxy = HTTPProxy.from(environment: environment)
    http.certificateAuthorities = environment["SSL_CERT_FILE"].flatMap { $0.isEmpty ? nil : $0 }
    if let text = invocation.value(.timeout) {
      guard let seconds = Double(text.trimmingWhitespace()), seconds.isFinite, seconds > 0,
        seconds <= 3600
      else {
        return .failure(
          UsageError(
            message:
              "invalid --timeout \"\(TerminalText.quote(text))\": expected a number of seconds above 0 and at most 3600",
            hint: "write --timeout 30 for half a minute"))
      }
      http.timeout = seconds
    }
    guard case .server(let server, _) = source else { return .success((http, [])) }
    return TokenSource.credential(file: invocation.value(.tokenFile), environment: environment, for: server.base).map {
      http.credential = $0.credential
      return (http, $0.warnings)
    }
  }
}
