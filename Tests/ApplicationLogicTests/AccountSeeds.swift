import BusinessLogic

/// Seed sign-ins shared by the sign-in scenes' presenter and router tests.
enum AccountSeeds {
  static let dummy = ServerAccount(
    origin: "https://dummy.example", kind: .dummyJSON, name: "emilys", expiresAt: 1_795_512_741)
  static let datasette = ServerAccount(
    origin: "http://localhost:8001", kind: .datasette, name: "editor", expiresAt: nil)
}
