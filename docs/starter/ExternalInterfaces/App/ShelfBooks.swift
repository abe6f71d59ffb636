import BusinessLogic
import DomainEntities

/// The source adapter both scenes' ports are answered by: a fixed shelf. A real app puts a
/// file, a server or a database here, and nothing inside the outer ring changes.
struct ShelfBooks: MainSource, AboutSource {
  let shelf: [Book]

  func books() async throws -> [Book] { shelf }
}
