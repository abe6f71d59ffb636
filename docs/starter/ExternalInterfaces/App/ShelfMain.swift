import DomainEntities

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The composition root, the one place that knows every concrete type: it picks the scene the
/// arguments name and hands it its adapters.
@main
enum ShelfMain {
  static func main() async {
    let books = ShelfBooks(shelf: [
      Book(title: "Middlemarch", author: "George Eliot", pages: 880),
      Book(title: "The Old Man and the Sea", author: "Ernest Hemingway", pages: 127),
      Book(title: "Beloved", author: "Toni Morrison", pages: 324),
    ])
    let output: (String) -> Void = { print($0) }
    switch Array(CommandLine.arguments.dropFirst()) {
    case []: await MainConfigurator.makeScene(source: books, write: output).run()
    case ["about"]: await AboutConfigurator.makeScene(source: books, write: output).run()
    default:
      let usage = "error: shelf takes no argument, or \"about\"\nhint: run shelf, or shelf about\n"
      _ = usage.withCString { write(STDERR_FILENO, $0, strlen($0)) }
      exit(2)
    }
  }
}
