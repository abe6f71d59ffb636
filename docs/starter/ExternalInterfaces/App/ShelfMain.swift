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
    let navigator = PrintNavigator(write: output)
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.isEmpty {
      await MainConfigurator.makeScene(source: books, navigator: navigator, write: output).run()
    } else if arguments.count == 2, arguments[0] == "open", let position = Int(arguments[1]) {
      await MainConfigurator.makeScene(source: books, navigator: navigator, write: output).run(opening: position)
    } else if arguments == ["about"] {
      await AboutConfigurator.makeScene(source: books, navigator: navigator, write: output).run()
    } else {
      let usage =
        "error: shelf takes no argument, \"open N\" or \"about\"\nhint: run shelf, shelf open 1, or shelf about\n"
      _ = usage.withCString { write(STDERR_FILENO, $0, strlen($0)) }
      exit(2)
    }
  }
}
