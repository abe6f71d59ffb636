#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// glibc's `malloc_trim`, looked up at run time (the C module Swift imports does not declare
/// it): gives the allocator's free memory back to the system. After a large answer its pages
/// would otherwise stay with the process, counted in its resident set, until reused.
enum AllocatorTrim {
  private static let trim = DynamicLibrary.linkedSymbol("malloc_trim", as: (@convention(c) (Int) -> Int32).self)

  static func giveBack() {
    _ = trim?(0)
  }
}
