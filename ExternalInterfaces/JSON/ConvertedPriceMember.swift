import ApplicationLogic
import BusinessLogic
import DomainEntities

/// The member `--currency` adds to a product's JSON, beside the catalog's own `price` (which
/// stays as the catalog has it):
/// `"converted": {"currency": "EUR", "price": 9.51, "discountedPrice": 9.03, "rate": 0.952381,
/// "date": "2024-11-22"}`. Amounts are rounded to the currency's minor units; `rate` is shown
/// to six decimals, while the amounts were computed from the unrounded rate.
enum ConvertedPriceMember {
  static let name = "converted"
  static let fields = ["currency", "price", "discountedPrice", "rate", "date"]

  /// `product` (a product's JSON object) with the member added; unchanged without a conversion.
  static func adding(_ conversion: PriceConversion?, for product: Product, to json: JSONValue) -> JSONValue {
    guard let conversion, case .object(var members) = json else { return json }
    members.append((name, value(conversion, quote: conversion.quote(product))))
    return .object(members)
  }

  private static func value(_ conversion: PriceConversion, quote: PriceQuote?) -> JSONValue {
    var members: [(String, JSONValue)] = [("currency", .string(conversion.target.rawValue))]
    if let quote {
      members += [
        ("price", .decimal(quote.price.plainText)), ("discountedPrice", .decimal(quote.discountedPrice.plainText)),
      ]
    }
    if let rate = conversion.rate { members.append(("rate", .decimal(RatesWords.rate(rate)))) }
    members.append(("date", .string(conversion.rates.date.description)))
    return .object(members)
  }
}
