import BusinessLogic
import DomainEntities
import Foundation
import Testing

@MainActor
final class ConvertCurrencyOutputSpy: ConvertCurrencyInteractorOutput {
  var conversions: [ConvertCurrencyResponse] = []
  var invalidAmounts: [String] = []
  var failures: [PricingFailure] = []
  func presentConversion(_ response: ConvertCurrencyResponse) { conversions.append(response) }
  func presentInvalidAmount(_ text: String) { invalidAmounts.append(text) }
  func presentPricingFailure(_ failure: PricingFailure) { failures.append(failure) }
}

@MainActor
@Suite struct ConvertCurrencyInteractorTests {
  private func convert(_ amount: String, _ from: String, _ to: String, service: StubRatesService = StubRatesService())
    async -> ConvertCurrencyOutputSpy
  {
    let output = ConvertCurrencyOutputSpy()
    let interactor = ConvertCurrencyInteractor(service: service)
    interactor.output = output
    await interactor.convert(ConvertCurrencyRequest(amount: amount, from: from, to: to))
    return output
  }

  @Test func convertsAcrossTheBaseAndRoundsOnce() async throws {
    let response = try #require(await convert("100", "usd", "JPY").conversions.first)
    #expect(response.result.plainText == "15485")
    #expect(response.from.rawValue == "USD")
    #expect(response.amount == 100)
    #expect(response.answer == SeedRates.answer)
  }

  @Test(arguments: ["1,234", "abc", "", "1e5", "1.2.3", "--5", "1 000", "0x10", "1234567890123456789012345678901"])
  func onlyPlainDecimalsAreAmounts(_ text: String) async {
    let service = StubRatesService()
    let output = await convert(text, "USD", "EUR", service: service)
    #expect(output.invalidAmounts == [text])
    #expect(service.asked == 0)
  }

  @Test(arguments: [("-2.5", "-2.5"), ("+3", "3"), (".5", "0.5"), (" 7 ", "7")])
  func signsAndBarePointsAreAmounts(_ text: String, _ value: String) async throws {
    let response = try #require(await convert(text, "EUR", "EUR").conversions.first)
    #expect(response.amount == Decimal(string: value))
  }

  @Test func aCodeThatIsNotThreeLettersIsMalformed() async {
    #expect(await convert("1", "EURO", "USD").failures == [.malformedCurrency("EURO")])
  }

  @Test func aCurrencyTheRatesLackIsNamedWithTheKnownOnes() async {
    let failures = await convert("1", "USD", "GBP").failures
    #expect(failures == [.unknownCurrency(SeedRates.code("GBP"), known: SeedRates.rates.currencies)])
  }

  @Test func noRatesIsReportedAsTheServiceSaidIt() async {
    let failure = RatesFailure(provenance: SeedRates.provenance, reason: .source(.connectionRefused))
    let output = await convert("1", "USD", "EUR", service: StubRatesService(.failure(failure)))
    #expect(output.failures == [.noRates(failure)])
  }
}
