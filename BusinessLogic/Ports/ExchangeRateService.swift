import DomainEntities

/// The data-manager port for exchange rates: the latest rates a rates service has, and the
/// names of its currencies. One service serves every scene that shows money in another
/// currency, so caching it once caches it for all.
public protocol ExchangeRateService: Sendable {
  /// The latest rates, or, when the service cannot answer, rates it answered before (with
  /// `fallback` saying why they are not fresh).
  func latestRates() async throws(RatesFailure) -> RatesAnswer
  /// Each currency's name as the service gives it; empty when it gives none.
  func currencyNames() async -> [CurrencyCode: String]
}

/// Where rates come from, for people to be told.
public struct RatesProvenance: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// A server speaking Frankfurter's API.
    case frankfurter
    /// The European Central Bank's daily reference file (`eurofxref-daily.xml`).
    case ecbFile
    /// A local file of either kind.
    case file
  }

  public let kind: Kind
  /// The URL or path, as given.
  public let location: String

  public init(kind: Kind, location: String) {
    (self.kind, self.location) = (kind, location)
  }
}

/// Rates as a service answered them.
public struct RatesAnswer: Hashable, Sendable {
  public let rates: ExchangeRates
  public let provenance: RatesProvenance
  /// Set when the service could not answer now and these are rates it answered before: why.
  public let fallback: RatesFailure?

  public init(rates: ExchangeRates, provenance: RatesProvenance, fallback: RatesFailure? = nil) {
    (self.rates, self.provenance, self.fallback) = (rates, provenance, fallback)
  }
}

/// Why no rates could be had from a service.
public struct RatesFailure: Error, Hashable, Sendable {
  public enum Reason: Error, Hashable, Sendable {
    /// The service could not be reached or read: the same facts as for a catalog source.
    case source(SourceFailure)
    /// It answered with something that is not rates.
    case unreadable(RatesDefect)
  }

  public let provenance: RatesProvenance
  public let reason: Reason

  public init(provenance: RatesProvenance, reason: Reason) {
    (self.provenance, self.reason) = (provenance, reason)
  }
}

/// What is wrong with an answer that should have been rates.
public enum RatesDefect: Error, Hashable, Sendable {
  /// Not JSON (an HTML page, say), with the HTTP status it came with (nil for a file).
  case notJSON(status: Int?, isHTML: Bool)
  /// JSON without the named member, or with it in another shape.
  case unexpectedShape(member: String)
  /// A date that is not `YYYY-MM-DD`.
  case invalidDate(String)
  /// Not the ECB's reference file: no `Cube` with a `time` and rates in it.
  case notReferenceFile
  /// No rate at all.
  case noRates
  /// More bytes than any rates answer needs (`RatesLimits.largestAnswer`).
  case tooLarge(limitBytes: Int)
  /// More rates than there are currencies (`RatesLimits.mostRates`).
  case tooManyRates(limit: Int)
  /// Dated after today: no service can have published it, so it is no answer (kept, it would
  /// be trusted as the latest forever).
  case datedAfterToday(RatesDate)
}

/// How much a rates answer may hold: about 30 currencies come in a few kilobytes, so anything
/// near these is no rates service, and reading it is bounded by them.
public enum RatesLimits {
  public static let largestAnswer = 1 << 20
  public static let mostRates = 1_000
}
