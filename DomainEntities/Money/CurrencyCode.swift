/// An ISO 4217 currency code (`EUR`, `JPY`): three capital letters. Whether a rates source
/// knows it is not this type's business; only its shape is.
public struct CurrencyCode: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let rawValue: String

  /// Three ASCII letters in either case (`eur` is `EUR`); nil for anything else.
  public init?(_ text: String) {
    let letters = Array(text.utf8)
    guard letters.count == 3, letters.allSatisfy({ (0x41...0x5A).contains($0 & ~0x20) }) else { return nil }
    rawValue = String(decoding: letters.map { $0 & ~0x20 }, as: UTF8.self)
  }

  /// The catalog's own currency: DummyJSON prices are US dollars.
  public static let catalog = CurrencyCode(known: "USD")
  public static let euro = CurrencyCode(known: "EUR")

  private init(known: String) {
    rawValue = known
  }

  public var description: String { rawValue }

  /// Digits after the decimal point that an amount in this currency is quoted to (ISO 4217's
  /// minor units; HUF at 0 because its coins are, as the rates services quote it).
  public var minorUnits: Int {
    if Self.noMinorUnits.contains(rawValue) { return 0 }
    if Self.threeMinorUnits.contains(rawValue) { return 3 }
    return 2
  }

  private static let noMinorUnits: Set = [
    "BIF", "CLP", "DJF", "GNF", "HUF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND", "VUV", "XAF",
    "XOF", "XPF",
  ]
  private static let threeMinorUnits: Set = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]

  public static func < (lhs: CurrencyCode, rhs: CurrencyCode) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
