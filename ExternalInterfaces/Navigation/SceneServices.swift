import ApplicationLogic
import BusinessLogic

/// What the composition root builds once and every scene of a command shares: the exchange-rate
/// service (with its cache) and the pricing rule over it, the locale's way of writing money,
/// the currency asked for, and what the About scene needs.
@MainActor
struct SceneServices {
  let rates: any ExchangeRateService
  let pricing: PriceQuoter
  let money: PriceFormatter
  /// `--currency` or `CATALOG_CURRENCY`, as typed.
  let currency: String?
  let about: AboutFacts
  let opener: any LinkOpener

  init(
    rates: any ExchangeRateService, money: PriceFormatter, currency: String?, about: AboutFacts,
    opener: any LinkOpener
  ) {
    self.rates = rates
    self.pricing = PriceQuoter(service: rates)
    self.money = money
    self.currency = currency
    self.about = about
    self.opener = opener
  }
}
