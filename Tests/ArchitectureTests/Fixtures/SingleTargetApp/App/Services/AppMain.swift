@main
struct AppMain {
  static func main() {
    let presenter = ListOrdersPresenter(worker: OrdersWorker(store: OrdersAPI()))
    print(presenter.cheapestLine() ?? "none", Helpers.greeting)
  }
}
