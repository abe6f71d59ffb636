#if ARCHITECTURE_FIXTURE_PROOFS
  import Testing

  #if canImport(ArchitectureChecker)
    @testable import ArchitectureChecker
  #endif

  /// The globs of a ring map, as the guide defines them: `*` any run but `/`, `**` any run with
  /// `/` (and `**/` nothing at all), `?` one character but `/`; the whole path must match.
  @Suite struct GlobTests {
    @Test(arguments: [
      ("App/Models/**", "App/Models/User.swift", true),
      ("App/Models/**", "App/Models/Deep/User.swift", true),
      ("App/Models/**", "App/ModelsX/User.swift", false),
      ("App/*/View.swift", "App/Cart/View.swift", true),
      ("App/*/View.swift", "App/Cart/Deep/View.swift", false),
      ("App/**/View.swift", "App/View.swift", true),
      ("App/**/View.swift", "App/a/b/c/View.swift", true),
      ("App/?.swift", "App/A.swift", true),
      ("App/?.swift", "App/AB.swift", false),
      ("App/?.swift", "App//.swift", false),
      ("App/*.swift", "App/Cart/View.swift", false),
      ("App/*", "App/", true),
      ("App", "App/x", false),
      ("*", "", true),
      ("**", "any/thing/at/all", true),
      ("Sources/*/Features/**", "Sources/App/Features/Cart/Checkout.swift", true),
      ("Sources/*/Features/**", "Sources/App/Other/Cart.swift", false),
    ])
    func aGlobMatchesAsTheGuideSays(pattern: String, path: String, matches: Bool) {
      #expect(Glob.matches(pattern, path) == matches)
    }
  }
#endif
