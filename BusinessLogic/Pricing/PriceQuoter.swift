import DomainEntities

/// Turns the currency a person typed into a `PriceConversion`: checks the code, asks the rates
/// service once, and checks that its rates know both currencies. The scenes that show prices
/// (list, detail, browser, converter) share this rule rather than each checking on its own.
@MainActor
public final class PriceQuoter {
  private let service: any ExchangeRateService
  private var resolved: [String: PriceConversion] = [:]

  public init(service: any ExchangeRateService) {
    self.service = service
  }

  /// Catalog prices in `currency` (as typed), the rates asked of the service the first time
  /// only: the browser and the detail screens over it share one answer.
  public func conversion(to currency: String) async throws(PricingFailure) -> PriceConversion {
    if let known = resolved[currency] { return known }
    let target = try Self.currency(currency)
    let answer = try await Self.rates(from: service, knowing: [.catalog, target])
    let conversion = PriceConversion(target: target, answer: answer)
    resolved[currency] = conversion
    return conversion
  }

  /// The conversion by `quoter`, for the scenes whose quoter is optional: a scene assembled
  /// without one answers a currency with a failure, never with the catalog's dollars.
  public static func conversion(by quoter: PriceQuoter?, to currency: String) async throws(PricingFailure)
    -> PriceConversion
  {
    guard let quoter else { throw .noRatesService }
    return try await quoter.conversion(to: currency)
  }

  /// The code a person typed, checked for shape only.
  public static func currency(_ text: String) throws(PricingFailure) -> CurrencyCode {
    guard let code = CurrencyCode(text.trimmingWhitespace()) else { throw .malformedCurrency(text) }
    return code
  }

  /// The service's rates, checked to know every currency in `needed`.
  public static func rates(
    from service: any ExchangeRateService, knowing needed: [CurrencyCode]
  ) async throws(PricingFailure) -> RatesAnswer {
    let answer: RatesAnswer
    do {
      answer = try await service.latestRates()
    } catch {
      throw .noRates(error)
    }
    if let unknown = needed.first(where: { !answer.rates.knows($0) }) {
      throw .unknownCurrency(unknown, known: answer.rates.currencies)
    }
    return answer
  }
}
