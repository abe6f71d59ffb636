import DomainEntities

/// Seed data shared by the test targets (each links this file through a symlink named
/// `Seeds.swift`), so every ring's tests speak about the same books.
enum Seeds {
  static let long = Book(title: "Middlemarch", author: "George Eliot", pages: 880)
  static let short = Book(title: "The Old Man and the Sea", author: "Ernest Hemingway", pages: 127)
}
