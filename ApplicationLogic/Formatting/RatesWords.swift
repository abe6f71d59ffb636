import BusinessLogic
import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How exchange rates are named for people, the same in every scene that converts.
public enum RatesWords {
  /// `prices in EUR at the rates of 2024-11-22`, under a table or in a status line.
  public static func footnote(for conversion: PriceConversion) -> String {
    "prices in \(conversion.target) at the rates of \(conversion.rates.date)"
  }

  /// `Frankfurter (https://api.frankfurter.dev/v1)`, `the ECB's reference file /tmp/eurofxref.xml`.
  public static func source(_ provenance: RatesProvenance, in vocabulary: any InterfaceVocabulary) -> String {
    let location = vocabulary.shown(ratesLocation: provenance.location)
    return switch provenance.kind {
    case .frankfurter: "Frankfurter (\(location))"
    case .ecbFile: "the ECB's reference file (\(location))"
    case .file: "the rates file \(location)"
    }
  }

  /// A rate as programs and people read it: at most six decimals, without trailing zeros
  /// (`0.952381`, `152.926112`, `1`). The amounts themselves are computed from the unrounded
  /// rate; this is only how the rate is shown.
  public static func rate(_ rate: Decimal) -> String {
    let rounded = CurrencyAmount.rounded(rate, places: 6)
    return rounded.description
  }
}
