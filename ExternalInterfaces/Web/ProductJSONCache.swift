import DomainEntities
import Synchronization

/// Each product's JSON, written once and kept while the product stays as it is: a server sends
/// the same products again and again, and writing them is most of an answer's cost. An entry is
/// used only for a product equal to the one it was written from, so a change is never served
/// stale; at most `capacity` are kept, the cache emptied when it is full.
final class ProductJSONCache: Sendable {
  private let entries = Mutex<[ProductID: (product: Product, bytes: [UInt8])]>([:])
  let capacity: Int

  init(capacity: Int = 20_000) {
    self.capacity = capacity
  }

  /// The product's JSON with every member.
  func bytes(of product: Product) -> [UInt8] {
    if let kept = entries.withLock({ $0[product.id] }), kept.product == product { return kept.bytes }
    let bytes = APIProductJSON.bytes(product)
    entries.withLock { entries in
      if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
      entries[product.id] = (product, bytes)
    }
    return bytes
  }
}
