import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where exchange rates come from, as `--rates` or `CATALOG_RATES` names it:
/// - an http(s) URL ending in `.xml`: the ECB's daily reference file (`eurofxref-daily.xml`);
/// - an http(s) URL whose path ends in `/v2`: a Frankfurter v2 API (`/rates`, `/currencies`);
/// - any other http(s) URL: a Frankfurter v1 API root (`/latest`, `/currencies`), such as the
///   default `https://api.frankfurter.dev/v1`;
/// - a path: a local file, either the ECB's XML or a saved Frankfurter `latest` answer.
enum RatesLocation: Equatable, Sendable {
  case frankfurter(URL, version: FrankfurterVersion)
  case referenceFileURL(URL)
  case file(path: String)

  enum FrankfurterVersion: Equatable, Sendable {
    case v1, v2
  }

  static let defaultText = "https://api.frankfurter.dev/v1"

  /// Frankfurter's public service, asked when no other is named.
  static var standard: RatesLocation {
    .frankfurter(URL(string: defaultText) ?? URL(fileURLWithPath: "/"), version: .v1)
  }

  /// Nil for a URL a request cannot be sent to, or an empty text.
  static func parse(_ text: String) -> RatesLocation? {
    guard !text.isEmpty else { return nil }
    let lowered = text.lowercased()
    guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://") else { return .file(path: text) }
    guard let url = URL(string: text), let host = url.host, !host.isEmpty, url.user == nil, url.password == nil
    else { return nil }
    let path = url.path.hasSuffix("/") ? String(url.path.dropLast()) : url.path
    if path.lowercased().hasSuffix(".xml") { return .referenceFileURL(url) }
    return .frankfurter(url, version: path.hasSuffix("/v2") ? .v2 : .v1)
  }

  var provenance: RatesProvenance {
    switch self {
    case .frankfurter(let url, _): RatesProvenance(kind: .frankfurter, location: url.absoluteString)
    case .referenceFileURL(let url): RatesProvenance(kind: .ecbFile, location: url.absoluteString)
    case .file(let path): RatesProvenance(kind: .file, location: LocalFile.displayName(path))
    }
  }

  /// A local file is read each time (it is its own cache); answers from a server are kept.
  var isRemote: Bool {
    if case .file = self { return false }
    return true
  }
}
