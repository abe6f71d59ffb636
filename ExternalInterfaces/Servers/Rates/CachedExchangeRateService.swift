import BusinessLogic
import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The exchange-rate port as the program provides it: rates from the cache while they are the
/// latest there can be (`RatesFreshness`), else from the service, kept for next time; when the
/// service cannot answer, the kept rates with the reason (a warning, said by the presenters).
/// One answer per process: every scene of a command (the browser and the detail screens over
/// it) sees the same rates.
actor CachedExchangeRateService: ExchangeRateService {
  private let fetcher: RatesFetcher
  private let cache: RatesCache?
  /// Seconds since 1970 (UTC): the clock is read here, in the outer ring, and only here.
  private let now: @Sendable () -> Int
  private var answer: Result<RatesAnswer, RatesFailure>?
  private var names: [CurrencyCode: String]?

  init(fetcher: RatesFetcher, cache: RatesCache?, now: @escaping @Sendable () -> Int = CachedExchangeRateService.clock)
  {
    self.fetcher = fetcher
    self.cache = fetcher.isRemote ? cache : nil
    self.now = now
  }

  static let clock: @Sendable () -> Int = { Int(Date().timeIntervalSince1970) }

  func latestRates() async throws(RatesFailure) -> RatesAnswer {
    if let answer { return try answer.get() }
    let resolved = await resolve()
    answer = resolved
    return try resolved.get()
  }

  func currencyNames() async -> [CurrencyCode: String] {
    if let names { return names }
    let fetched = await fetcher.names()
    names = fetched
    return fetched
  }

  private func resolve() async -> Result<RatesAnswer, RatesFailure> {
    let provenance = fetcher.location.provenance
    let moment = now()
    // Kept rates dated after today came from a service that should not have been believed.
    let kept = cache?.load(for: provenance.location).flatMap {
      RatesFreshness.isPublished($0.rates.date, now: moment) ? $0 : nil
    }
    if let kept, RatesFreshness.isCurrent(kept.rates.date, checkedAt: kept.checkedAt, now: moment) {
      return .success(RatesAnswer(rates: kept.rates, provenance: provenance))
    }
    do throws(RatesFailure) {
      let rates = try await fetcher.latest()
      guard RatesFreshness.isPublished(rates.date, now: moment) else {
        throw RatesFailure(provenance: provenance, reason: .unreadable(.datedAfterToday(rates.date)))
      }
      cache?.save(RatesCache.Entry(rates: rates, checkedAt: moment), for: provenance.location)
      return .success(RatesAnswer(rates: rates, provenance: provenance))
    } catch {
      guard let kept else { return .failure(error) }
      return .success(RatesAnswer(rates: kept.rates, provenance: provenance, fallback: error))
    }
  }
}
