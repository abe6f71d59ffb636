enum OrderFormatter {
  static func line(for order: Order) -> String { "#\(order.id): \(order.total)" }
}
