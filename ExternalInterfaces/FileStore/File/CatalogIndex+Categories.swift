import BusinessLogic
import DomainEntities

extension CatalogIndex {
  /// The categories with their counts, in the order the catalog first lists them, from the
  /// codes alone, each page checked once (`IndexColumn.allSatisfy`); nil, the file marked
  /// damaged, when a code names no category.
  func categories() -> [Category]? {
    var perCode = [Int](repeating: 0, count: categoryNames.count)
    var firstSeen: [Int32] = []
    let named = categoryCodes.allSatisfy { code in
      guard perCode.indices.contains(Int(code)) else { return false }
      if perCode[Int(code)] == 0 { firstSeen.append(code) }
      perCode[Int(code)] += 1
      return true
    }
    guard named else {
      categoryCodes.reportDamage()
      return nil
    }
    var counts = CategoryTally.Counts()
    for code in firstSeen { counts.add(CategorySlug(categoryNames[Int(code)]), count: perCode[Int(code)]) }
    return counts.categories
  }
}
