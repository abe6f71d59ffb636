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

  public func loadProduct(_ request: ProductDetailRequest) async {
    // The id is checked before the rates are asked for: a typo should not cost a request.
    var id: ProductID?
    if request.product == nil {
      do {
        id = try validator.productID(from: request.productID)
      } catch {
        output?.presentInvalidRequest(error)
        return
      }
    }
    var conversion: PriceConversion?
    if let currency = request.currency {
      do {
        conversion = try await PriceQuoter.conversion(by: pricing, to: currency)
      } catch {
        output?.presentPricingFailure(error)
        return
      }
    }
    if let product = request.product { return output?.presentProduct(product, conversion: conversion) ?? () }
    guard let id else { return }
    do {
      output?.presentProduct(try await repository.product(withID: id), conversion: conversion)
    } catch {
      output?.presentSourceFailure(error)
    }
  }
}
