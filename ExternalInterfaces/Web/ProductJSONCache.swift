import DomainEntities
import Synchronization

/// Each product's JSON, written once and kept while the product stays as it is: a server sends
/// the same products again and again, and writing them is most of an answer's cost. An entry is
/// used only for a product equal to the one it was written from, so a change is never served
/// stale; at most `capacity` are kept, the cache emptied when it is full. Whole pages are kept
/// only while small (a list page, not a 16 MB one) and within `pageBytes` together: a client
/// asking for page after large page must not fill the server's memory with them.
final class ProductJSONCache: Sendable {
  private let entries = Mutex<[ProductID: (product: Product, bytes: [UInt8])]>([:])
  /// Whole pages, for a source that answers a repeated query with the same page (one that keeps
  /// its answers): the products compared are then the same array, and the check is one look.
  private let pages = Mutex<(kept: [PageKey: (products: [Product], bytes: [UInt8])], bytes: Int)>(([:], 0))
  let capacity: Int
  /// The bytes of whole pages kept at most, and of one page kept.
  static let pageBytes = 8 << 20
  static let largestPage = 256 << 10

  private struct PageKey: Hashable {
    let ids: [ProductID]
    let total: Int
    let skip: Int
    let select: [String]?
  }

  /// The page's JSON envelope, written once while its products stay as they are.
  func page(_ page: ProductPage, select: [String]?) -> [UInt8] {
    let key = PageKey(ids: page.products.map(\.id), total: page.total, skip: page.skip, select: select)
    if let kept = pages.withLock({ $0.kept[key] }), kept.products == page.products { return kept.bytes }
    let bytes = APIProductJSON.page(page, select: select, cache: self)
    guard bytes.count <= Self.largestPage else { return bytes }
    pages.withLock { pages in
      if pages.kept.count >= capacity / 16 || pages.bytes + bytes.count > Self.pageBytes {
        pages = ([:], 0)
      }
      pages.bytes += bytes.count - (pages.kept[key]?.bytes.count ?? 0)
      pages.kept[key] = (page.products, bytes)
    }
    return bytes
  }

  /// The bytes of the whole pages kept now.
  var keptPageBytes: Int { pages.withLock { $0.bytes } }

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
