#if ARCHITECTURE_FIXTURE_PROOFS
  import Foundation
  import Testing

  #if canImport(ArchitectureChecker)
    @testable import ArchitectureChecker
  #endif

  /// A mistake in a ring map is named once, by its place and the key, before any rule runs.
  @Suite struct RingMapReaderTests {
    static let ring = #"{ "name": "Core", "targets": ["Core"], "imports": [], "pure": true }"#

    private func problem(_ json: String) -> String? {
      do {
        _ = try RingMapReader(file: "rings.json").read(Data(json.utf8))
        return nil
      } catch {
        return error.description
      }
    }

    @Test func aMapWithOnlyRingsTakesTheStrictDefaults() throws {
      let map = try RingMapReader(file: "rings.json").read(
        Data(
          #"{ "rings": [\#(Self.ring), { "name": "App", "targets": ["App"], "imports": ["*"], "pure": false }] }"#.utf8)
      )
      #expect(map.rings.map(\.reexports) == [false, true])
      #expect(map.rings.map(\.cCalls) == [.all, .all])
      #expect(map.rings.allSatisfy { $0.products.isEmpty })
      #expect(map.ignore.isEmpty && map.placement.isEmpty && map.collaboration == nil && map.layout == nil)
    }

    @Test(
      arguments: [
        (
          #"{ "ring": [] }"#,
          #"rings.json: the map has an unknown key "ring"; the keys here are rings, ignore, placement, collaboration, layout, notBuiltHere, mayExamineNothing, baseline, exceptions, forbidden, independent, tools, bannedAPIs, allowedAPIs, acyclic"#
        ),
        (#"{ }"#, #"rings.json: the map is missing key "rings" (the rings, innermost first)"#),
        (
          #"{ "rings": [{ "name": "Core", "targets": ["Core"], "imports": [] }] }"#,
          #"rings.json: rings[0] (Core) is missing key "pure""#
        ),
        (
          #"{ "rings": [{ "name": "Core", "targets": ["Core"], "imports": [], "pure": 1 }] }"#,
          "rings.json: rings[0] (Core).pure must be true or false"
        ),
        (
          #"{ "rings": [{ "name": "Core", "targets": "Core", "imports": [], "pure": true }] }"#,
          "rings.json: rings[0] (Core).targets must be a list of strings"
        ),
        (
          #"{ "rings": [{ "name": "Core", "targets": ["Core"], "imports": [], "pure": true, "cCalls": "some" }] }"#,
          #"rings.json: rings[0] (Core).cCalls is "some"; it must be "all" or "io""#
        ),
        (
          #"{ "rings": [\#(ring)], "placement": [{ "suffixes": ["Interactor"], "ring": "UseCases" }] }"#,
          #"rings.json: placement[0].ring names the ring "UseCases", which the map does not have (Core)"#
        ),
        (
          #"{ "rings": [\#(ring)], "ignore": ["Core"] }"#,
          "rings.json: ignore names Core, which ring Core holds; ignore it or place it, not both"
        ),
        (#"{ "rings": [\#(ring), \#(ring)] }"#, "rings.json: rings names the ring Core twice"),
        (
          #"{ "rings": [\#(ring)], "collaboration": { "holders": [], "roles": ["View"] } }"#,
          "rings.json: collaboration needs holders and roles; leave the key out to skip the rule"
        ),
        (
          #"{ "rings": [\#(ring)], "bannedAPIs": [{ "symbol": "Foundation..UUID", "why": "ids are the repository's" }] }"#,
          #"rings.json: bannedAPIs[0].symbol is "Foundation..UUID"; write an API as its source spells it: Module.Type.member (Foundation.UUID.init()), Type.member (Int.random(in:)), a whole type (Foundation.UUID) or a C function (arc4random)"#
        ),
        (
          #"{ "rings": [\#(ring)], "allowedAPIs": [{ "symbol": "Foundation.Date.init()", "why": " " }] }"#,
          "rings.json: allowedAPIs[0].why is empty; say why, for whoever reads the map next"
        ),
        (
          #"{ "rings": [\#(ring)], "acyclic": [{ "slices": "Sources/*/Features", "reason": "features" }] }"#,
          #"rings.json: acyclic[0].slices is "Sources/*/Features"; name the folder whose subfolders are the slices, as Sources/App/Features/*"#
        ),
      ])
    func eachMistakeIsNamedByItsPlace(_ json: String, _ expected: String) {
      #expect(problem(json) == expected)
    }
  }
#endif
