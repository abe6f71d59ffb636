struct Order {
  let id: Int
  let total: Double

  // Seeded: a model reaches out to a scene's formatter (outward, ring 0 to ring 2).
  var summary: String { OrderFormatter.line(for: self) }
}
