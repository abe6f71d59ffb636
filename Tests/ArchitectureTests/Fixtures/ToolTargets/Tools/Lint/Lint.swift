@main
enum Lint {
  static func main() { print("lint") }
}
