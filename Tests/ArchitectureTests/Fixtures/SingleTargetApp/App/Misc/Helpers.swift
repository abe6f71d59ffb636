// Seeded: a folder no ring holds.
enum Helpers {
  static let greeting = "hello"
}
