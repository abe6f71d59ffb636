import ApplicationLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a client of `catalog serve` is told about remedies only the server's operator can
/// apply: the same for the API's clients and the pages' visitors, so written once here.
protocol ServedVocabulary: InterfaceVocabulary {}

extension ServedVocabulary {
  var howToAllowMoreTime: String { "the server's operator can allow more time with --timeout SECONDS" }
  var howToUseTheEmbeddedCatalog: String { "the server's operator can serve the embedded catalog" }
  var howToGiveASource: String { "the server's operator gives a JSON file with --source" }
  var howToMakeAWritableCopy: String { "the server's operator can serve a copy of the catalog in a file" }
  var howToChooseRates: String { "the server's operator names a rates service with --rates" }
  var howToNameAServer: String { "the server's operator names the catalog with --source" }
}

extension ServedVocabulary {
  /// Where the server keeps its catalog (a path, an upstream URL) is not its clients' business.
  func shown(source: String) -> String { "the catalog" }
  func shown(storeDetail: String) -> String? { nil }

  /// A rates service by its scheme and host alone: its path, query (where access keys go) and
  /// any user are the operator's; a rates file by no name at all.
  func shown(ratesLocation: String) -> String {
    guard let url = URLComponents(string: ratesLocation), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
    else { return "the server's rates file" }
    return TerminalSafeText.singleLine(scheme + "://" + host)
  }
}
