final class ListOrdersPresenter {
  let worker: OrdersWorker

  init(worker: OrdersWorker) {
    self.worker = worker
  }

  func cheapestLine() -> String? { worker.cheapest().map(OrderFormatter.line(for:)) }
}
