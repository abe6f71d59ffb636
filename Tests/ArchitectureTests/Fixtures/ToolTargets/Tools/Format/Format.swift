import DomainEntities

@main
enum Format {
  static func main() { print("format") }
}
