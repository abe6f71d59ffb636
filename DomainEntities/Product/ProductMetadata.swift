/// Bookkeeping the catalog keeps about a product record.
public struct ProductMetadata: Hashable, Sendable {
  public let createdAt: String?
  public let updatedAt: String?
  public let barcode: String?
  public let qrCode: String?

  public init(createdAt: String?, updatedAt: String?, barcode: String?, qrCode: String?) {
    (self.createdAt, self.updatedAt, self.barcode, self.qrCode) = (createdAt, updatedAt, barcode, qrCode)
  }
}
