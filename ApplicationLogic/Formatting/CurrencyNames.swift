import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A currency's name when the rates service gives none (the ECB's file names none): the
/// locale's own (`Euro`, `ユーロ`), or the code itself.
struct CurrencyNames {
  let localeIdentifier: String?

  func name(of code: CurrencyCode) -> String {
    Locale(identifier: localeIdentifier ?? "en_US").localizedString(forCurrencyCode: code.rawValue) ?? code.rawValue
  }
}
