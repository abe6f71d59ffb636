import ApplicationLogic
import BusinessLogic

/// What the composition root builds once and every scene of a command shares: the exchange-rate
/// service (with its cache) and the pricing rule over it, the locale's way of writing money,
/// the currency asked for, what the About scene needs, and the sign-in scenes' credential port.
@MainActor
struct SceneServices {
  let rates: any ExchangeRateService
  let pricing: PriceQuoter
  let money: PriceFormatter
  /// `--currency` or `CATALOG_CURRENCY`, as typed.
  let currency: String?
  let about: AboutFacts
  let opener: any LinkOpener
  /// The credential port of the sign-in scenes (`catalog auth`).
  let accounts: any ServerAccounts

  init(
    rates: any ExchangeRateService, money: PriceFormatter, currency: String?, about: AboutFacts,
    opener: any LinkOpener, accounts: any ServerAccounts
  ) {
    self.rates = rates
    self.pricing = PriceQuoter(service: rates)
    self.money = money
    self.currency = currency
    self.about = about
    self.opener = opener
    self.accounts = accounts
  }
}
