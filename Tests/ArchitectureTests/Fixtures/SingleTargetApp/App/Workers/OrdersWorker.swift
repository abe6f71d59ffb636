import Foundation

protocol OrdersStore {
  func orders() -> [Order]
}

final class OrdersWorker {
  let store: any OrdersStore

  init(store: any OrdersStore) {
    self.store = store
  }

  func cheapest() -> Order? { store.orders().min { $0.total < $1.total } }

  // Seeded: file-system access in a pure ring, and a concrete service named outward.
  func cached() -> Bool { FileManager.default.fileExists(atPath: "/tmp/orders") }
  func live() -> [Order] { OrdersAPI().orders() }
}
