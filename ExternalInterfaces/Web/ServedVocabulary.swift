import ApplicationLogic

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
