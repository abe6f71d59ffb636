import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The converter's input boundary.
@MainActor
public protocol ConvertCurrencyInteractorInput: AnyObject {
  func convert(_ request: ConvertCurrencyRequest) async
}

/// The converter use case, the classic first VIPER module: check the amount and both codes, ask
/// the rates service (the one the catalog scenes share, with its cache), convert in decimal.
@MainActor
public final class ConvertCurrencyInteractor: ConvertCurrencyInteractorInput {
  /// Weak: the presenter owns this interactor.
  public weak var output: (any ConvertCurrencyInteractorOutput)?
  private let service: any ExchangeRateService

  public init(service: any ExchangeRateService) {
    self.service = service
  }

  public func convert(_ request: ConvertCurrencyRequest) async {
    guard let amount = Self.amount(request.amount) else {
      output?.presentInvalidAmount(request.amount)
      return
    }
    do {
      output?.presentConversion(try await conversion(of: amount, from: request.from, to: request.to))
    } catch {
      output?.presentPricingFailure(error)
    }
  }

  private func conversion(of amount: Decimal, from fromText: String, to toText: String) async throws(PricingFailure)
    -> ConvertCurrencyResponse
  {
    let from = try PriceQuoter.currency(fromText)
    let to = try PriceQuoter.currency(toText)
    let answer = try await PriceQuoter.rates(from: service, knowing: [from, to])
    guard let result = answer.rates.convert(amount, from: from, to: to),
      let rate = answer.rates.rate(from: from, to: to)
    else { throw .unknownCurrency(to, known: answer.rates.currencies) }
    return ConvertCurrencyResponse(amount: amount, from: from, result: result, rate: rate, answer: answer)
  }

  /// A plain decimal: an optional sign, digits, an optional point and digits (`100`, `-2.5`,
  /// `.5`); no exponent, no grouping, at most 30 digits. Anything else is not an amount.
  static func amount(_ text: String) -> Decimal? {
    let trimmed = text.trimmingWhitespace()
    var digits = 0
    var points = 0
    for (offset, byte) in trimmed.utf8.enumerated() {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
      case UInt8(ascii: "."): points += 1
      case UInt8(ascii: "-") where offset == 0, UInt8(ascii: "+") where offset == 0: continue
      default: return nil
      }
    }
    guard digits > 0, digits <= 30, points <= 1 else { return nil }
    return Decimal(string: trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed)
  }
}
