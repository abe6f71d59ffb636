import ApplicationLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The invocation's money settings: which rates service, which locale writes money, and the
/// currency asked for (`--currency`, else `CATALOG_CURRENCY`).
struct MoneySettings: Equatable {
  /// The rates `--rates` or `CATALOG_RATES` named; nil for Frankfurter's public service
  /// (`RatesLocation.standard`, whose URL is made only when rates are asked for).
  var rates: RatesLocation?
  /// The locale that writes money; nil for the POSIX locale.
  var localeIdentifier: String?
  /// The currency prices are shown in, as typed; nil for the catalog's own.
  var currency: String?

  static func make(_ invocation: CommandInvocation, environment: [String: String]) -> Result<MoneySettings, UsageError>
  {
    var settings = MoneySettings()
    settings.currency = invocation.currency(environment: environment)
    if let text = invocation.value(.rates, orVariable: "CATALOG_RATES", in: environment) {
      guard let location = RatesLocation.parse(text) else {
        let origin = invocation.value(.rates) == nil ? "CATALOG_RATES" : "--rates"
        return .failure(
          UsageError(
            message:
              "\(origin) \"\(TerminalText.quote(ServerURL.redacting(text)))\" is not a URL a request can be sent to",
            hint: "give a Frankfurter API such as \(RatesLocation.defaultText), or the path of an ECB XML file"))
      }
      settings.rates = location
    }
    if let text = invocation.value(.locale) {
      guard
        let identifier = PriceFormatter.localeIdentifier(posix: text.replacingLiterally("-", with: "_"))
          ?? (["C", "POSIX"].contains(text) ? "" : nil)
      else {
        return .failure(
          UsageError(
            message: "invalid --locale \"\(TerminalText.quote(text))\"",
            hint: "name a locale as language_REGION, e.g. de_DE or ja_JP, or C for the plain form"))
      }
      settings.localeIdentifier = identifier.isEmpty ? nil : identifier
    } else {
      // The POSIX order: LC_ALL overrides LC_MONETARY, which overrides LANG; empty is unset.
      let chosen = ["LC_ALL", "LC_MONETARY", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
      settings.localeIdentifier = chosen.flatMap(PriceFormatter.localeIdentifier(posix:))
    }
    return .success(settings)
  }
}
