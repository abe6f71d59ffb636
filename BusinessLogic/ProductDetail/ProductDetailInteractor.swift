import DomainEntities

/// The detail use case's input boundary.
@MainActor
public protocol ProductDetailInteractorInput: AnyObject {
  func loadProduct(_ request: ProductDetailRequest) async
}

/// The detail use case: validate the id and load that one product through the repository, or
/// present the product the request already carries.
@MainActor
public final class ProductDetailInteractor: ProductDetailInteractorInput {
  public weak var output: (any ProductDetailInteractorOutput)?
  private let repository: any ProductRepository
  private let pricing: PriceQuoter?
  private let validator = CatalogRequestValidator()

  public init(repository: any ProductRepository, pricing: PriceQuoter? = nil) {
    (self.repository, self.pricing) = (repository, pricing)
  }

  /// Where the product comes from: the request (a list passed it on) or the catalog.
  private enum Source {
    case carried(Product)
    case catalog(ProductID)
  }

  public func loadProduct(_ request: ProductDetailRequest) async {
    // The id is checked before the rates are asked for: a typo should not cost a request.
    let source: Source
    if let product = request.product {
      source = .carried(product)
    } else {
      do {
        source = .catalog(try validator.productID(from: request.productID))
      } catch {
        return output?.presentInvalidRequest(error) ?? ()
      }
    }
    var conversion: PriceConversion?
    if let currency = request.currency {
      do {
        conversion = try await PriceQuoter.conversion(by: pricing, to: currency)
      } catch {
        return output?.presentPricingFailure(error) ?? ()
      }
    }
    switch source {
    case .carried(let product):
      output?.presentProduct(product, conversion: conversion)
    case .catalog(let id):
      do {
        output?.presentProduct(try await repository.product(withID: id), conversion: conversion)
      } catch {
        output?.presentSourceFailure(error)
      }
    }
  }
}
