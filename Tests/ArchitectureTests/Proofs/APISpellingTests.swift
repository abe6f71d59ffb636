#if ARCHITECTURE_FIXTURE_PROOFS
  import Foundation
  import Testing

  #if canImport(ArchitectureChecker)
    @testable import ArchitectureChecker
  #endif

  /// An API as a ring map spells it matches the symbols the compiler resolved for it (USRs as the
  /// index of Swift 6.3 writes them), and not its neighbours.
  @Suite struct APISpellingTests {
    @Test(arguments: [
      // UUID() and not UUID(uuidString:), in whichever Foundation module defines it.
      ("Foundation.UUID.init()", "s:20FoundationEssentials4UUIDVACycfc", "init()", true),
      ("Foundation.UUID.init()", "s:20FoundationEssentials4UUIDV10uuidStringACSgSS_tcfc", "init(uuidString:)", false),
      ("Foundation.UUID", "s:20FoundationEssentials4UUIDV10uuidStringACSgSS_tcfc", "init(uuidString:)", true),
      ("UUID()", "s:20FoundationEssentials4UUIDVACycfc", "init()", true),
      ("Foundation.UUID", "s:20FoundationEssentials6NSUUIDC", "NSUUID", false),
      // A standard-library member declared on a protocol the type conforms to.
      ("Int.random(in:)", "s:s17FixedWidthIntegerPsE6random2inxSNyxG_tFZ", "random(in:)", true),
      (
        "Int.random(in:)", "s:s17FixedWidthIntegerPsE6random5using2inxqd__z_SNyxGtSGRd__lFZ", "random(using:in:)", false
      ),
      ("Int.random", "s:s17FixedWidthIntegerPsE6random2inxSNyxG_tFZ", "random(in:)", true),
      ("Foundation.Date.now", "s:20FoundationEssentials4DateV3nowACvpZ", "getter:now", true),
      // The receiver, as the spelling says (issue 58): a type of the team's own whose member
      // takes an Int, or names a UUID, is neither.
      ("Int.random(in:)", "s:3App4DiceV6random2inSiSnySiG_tFZ", "random(in:)", false),
      ("Int.init(_:)", "s:3App4DiceVyACSicfc", "init(_:)", false),
      ("Int.init(_:)", "s:SiySiSdcfc", "init(_:)", true),
      ("Foundation.UUID", "s:3App5StoreV4find2id20FoundationEssentials4UUIDVSg_tF", "find(id:)", false),
      ("Foundation.Date.now", "s:3App5ClockV3now20FoundationEssentials4DateVvp", "getter:now", false),
      // C functions by name, Swift functions at file scope by name and module.
      ("arc4random", "c:@F@arc4random", "arc4random", true),
      ("arc4random", "c:@F@arc4random_uniform", "arc4random_uniform", false),
      ("Foundation.NSHomeDirectory()", "s:10Foundation15NSHomeDirectorySSyF", "NSHomeDirectory()", true),
      ("Foundation.NSHomeDirectory()", "s:5Other15NSHomeDirectorySSyF", "NSHomeDirectory()", false),
    ])
    func matchesItsSymbolsOnly(spelling: String, usr: String, name: String, matches: Bool) throws {
      let api = try #require(APISpelling(spelling))
      #expect(api.matches(usr: usr, name: name) == matches)
    }

    @Test(arguments: ["", "Foundation..UUID", "a.b.c.d", "Foundation.UUID.init((", "Int.random(in:))"])
    func spellingsThatAreNoAPIAreRefused(_ text: String) {
      #expect(APISpelling(text) == nil)
    }
  }
#endif
