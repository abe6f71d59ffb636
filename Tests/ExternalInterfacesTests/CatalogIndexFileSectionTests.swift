import Testing

@testable import ExternalInterfaces

/// A section's `number`, by which opening finds its column, is its place in `allCases`, the
/// order files are written in: the two forms of one rule agree.
@Suite struct CatalogIndexFileSectionTests {
  @Test func eachSectionsNumberIsItsPlaceInTheWrittenOrder() {
    let sections = CatalogIndexFile.Section.allCases
    #expect(sections.enumerated().allSatisfy { $0.element.number == $0.offset })
    #expect(CatalogIndexFile.Section.count == sections.count)
    #expect(Set(sections).count == sections.count)
  }
}
