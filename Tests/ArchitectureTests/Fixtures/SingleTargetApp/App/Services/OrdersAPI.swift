final class OrdersAPI: OrdersStore {
  func orders() -> [Order] { [Order(id: 1, total: 9.5)] }
}

// Seeded: a worker defined among the services (placement).
final class SyncWorker {
  func run() -> Int { OrdersAPI().orders().count }
}
