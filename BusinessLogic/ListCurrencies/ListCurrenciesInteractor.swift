import DomainEntities

/// The currencies scene's input boundary.
@MainActor
public protocol ListCurrenciesInteractorInput: AnyObject {
  func loadCurrencies() async
}

/// `catalog currencies`: every currency the rates service has, for choosing a `--currency`.
@MainActor
public final class ListCurrenciesInteractor: ListCurrenciesInteractorInput {
  /// Weak: the presenter owns this interactor.
  public weak var output: (any ListCurrenciesInteractorOutput)?
  private let service: any ExchangeRateService

  public init(service: any ExchangeRateService) {
    self.service = service
  }

  public func loadCurrencies() async {
    do {
      let answer = try await PriceQuoter.rates(from: service, knowing: [.catalog])
      output?.presentCurrencies(ListCurrenciesResponse(answer: answer, names: await service.currencyNames()))
    } catch {
      output?.presentPricingFailure(error)
    }
  }
}
