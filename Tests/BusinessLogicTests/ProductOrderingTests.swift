import DomainEntities
import Testing

@testable import BusinessLogic

@Suite struct ProductOrderingTests {
  private func ids(_ field: ProductSortField, _ order: SortOrder) -> [Int] {
    ProductOrdering(ProductSort(field: field, order: order)).sortedPositions(Seeds.all).map {
      Seeds.all[$0].id.rawValue
    }
  }

  @Test func sortsByPriceBothWays() {
    #expect(ids(.price, .ascending) == [4, 1, 3, 2, 5])
    #expect(ids(.price, .descending) == [5, 2, 3, 1, 4])
  }

  @Test func tiesKeepCatalogOrderInBothDirections() {
    // iPhone (2) and sofa (5) share rating 3.41 and stock 60.
    #expect(ids(.rating, .ascending) == [1, 2, 5, 4, 3])
    #expect(ids(.rating, .descending) == [3, 4, 2, 5, 1])
    #expect(ids(.stock, .descending) == [1, 2, 5, 3, 4])
  }

  @Test func titlesCompareByCodePoint() {
    // Upper case before lower case: "iPhone 6" sorts after every capitalised title.
    #expect(ids(.title, .ascending) == [5, 4, 1, 3, 2])
  }

  @Test func missingBrandsComeLastInBothDirections() {
    #expect(ids(.brand, .ascending) == [3, 5, 2, 1, 4])
    #expect(ids(.brand, .descending) == [1, 2, 5, 3, 4])
  }

  @Test func missingRatingsComeLast() {
    let unrated = Product(id: ProductID(6), title: "Unrated", price: Money(1))
    let products = [unrated] + Seeds.all
    let sorted = ProductOrdering(ProductSort(field: .rating, order: .descending)).sortedPositions(products).map {
      products[$0]
    }
    #expect(sorted.last?.id == ProductID(6))
  }

  @Test func sortsByCategoryAndDiscountAndID() {
    #expect(ids(.category, .ascending) == [1, 5, 4, 3, 2])
    #expect(ids(.discountPercentage, .descending) == [2, 1, 3, 4, 5])
    #expect(ids(.id, .descending) == [5, 4, 3, 2, 1])
  }

  /// Reversing a made order must give what sorting the other way gives: ties (here many, with
  /// few distinct values) keep catalog order, products without a value stay last.
  @Test(arguments: ProductSortField.allCases)
  func theOtherDirectionOfAnOrderIsTheOtherSort(field: ProductSortField) {
    let products = (0..<60).map { number in
      Product(
        id: ProductID(number + 1), title: ["b", "a", "é", "e\u{301}"][number % 4],
        category: CategorySlug(["x", "y"][number % 2]),
        price: Money(Double(number % 5)), discount: Discount(percentage: Double(number % 3)),
        rating: number % 7 == 0 ? nil : Rating(Double(number % 4)), stock: number % 6 == 0 ? nil : number % 3,
        brand: number % 5 == 0 ? nil : ["k", "j"][number % 2])
    }
    for order in SortOrder.allCases {
      let ordering = ProductOrdering(ProductSort(field: field, order: order))
      let made = ordering.sortedPositions(products)
      let other = ProductOrdering(ProductSort(field: field, order: order.flipped)).sortedPositions(products)
      func reversed<Key: Comparable>(_ key: (Product) -> Key?) -> [Int] {
        ordering.otherDirection(of: made) { key(products[$0]) }
      }
      let result =
        switch field {
        case .id: reversed(\.id)
        case .title: reversed(\.title)
        case .price: reversed(\.price)
        case .rating: reversed(\.rating)
        case .stock: reversed(\.stock)
        case .discountPercentage: reversed(\.discount)
        case .category: reversed(\.category)
        case .brand: reversed(\.brand)
        }
      #expect(result == other, "\(field) \(order)")
    }
  }

  /// Stopped after any number of places, a visit in the other direction has handed over exactly
  /// the first places of the whole other direction, whatever groups it stopped in.
  @Test func aVisitStoppedEarlyIsTheStartOfTheOtherDirection() {
    let ratings: [Rating?] = (0..<40).map { $0 % 7 == 0 ? nil : Rating(Double($0 % 4)) }
    let ordering = ProductOrdering(ProductSort(field: .rating))
    let made = ordering.sortedPositions(count: ratings.count) { ratings[$0] }
    let whole = ordering.otherDirection(of: made) { ratings[$0] }
    #expect(whole.count == made.count && whole != made)
    for wanted in [0, 1, 5, 9, 10, 11, 33, 34, 35, 40] {
      var visited: [Int] = []
      ordering.visitOtherDirection(count: made.count, key: { ratings[made[$0]] }) { place in
        visited.append(made[place])
        return visited.count < wanted
      }
      #expect(visited == Array(whole.prefix(max(wanted, 1))), "\(wanted)")
    }
  }

  /// Sixty ratings, a few missing, in groups of equal keys whose size `modulus` sets (one group
  /// for 1): the order by rating made of them, and its other direction made whole.
  static func groupsOfEverySize(modulus: Int) -> (
    ratings: [Rating?], ordering: ProductOrdering, made: [Int], whole: [Int]
  ) {
    let ratings: [Rating?] = (0..<60).map { $0 % 11 == 0 ? nil : Rating(Double(($0 * 7) % modulus)) }
    let ordering = ProductOrdering(ProductSort(field: .rating))
    let made = ordering.sortedPositions(count: ratings.count) { ratings[$0] }
    return (ratings, ordering, made, ordering.otherDirection(of: made) { ratings[$0] })
  }

  /// A visit that skips places hands over what the whole visit hands over after them, for every
  /// skip (into any group, past every value, past the end), with groups of every size.
  @Test func aVisitThatSkipsIsTheRestOfTheWholeVisit() {
    for modulus in [1, 3, 4, 9] {
      let (ratings, ordering, made, whole) = Self.groupsOfEverySize(modulus: modulus)
      for skip in 0...(made.count + 2) {
        var visited: [Int] = []
        ordering.visitOtherDirection(count: made.count, skipping: skip, key: { ratings[made[$0]] }) { place in
          visited.append(made[place])
          return true
        }
        #expect(visited == Array(whole.dropFirst(skip)), "modulus \(modulus), skip \(skip)")
      }
    }
  }

  /// A visit of the places that pass hands over what the whole visit hands over, less the
  /// places that do not pass, in the same order, for groups of every size and any places
  /// passing; and reads the keys of fewer places when few pass.
  @Test func aVisitOfThePlacesThatPassIsTheWholeVisitFiltered() {
    for modulus in [1, 3, 4, 9] {
      let (ratings, ordering, made, whole) = Self.groupsOfEverySize(modulus: modulus)
      for step in [1, 2, 5, 13, 61] {
        let passes = { (position: Int) in position % step == 0 }
        var visited: [Int] = []
        var keysRead = 0
        let last = { (places: Range<Int>) in places.reversed().first { passes(made[$0]) } }
        let first = { (places: Range<Int>) in places.first { passes(made[$0]) } }
        ordering.visitOtherDirection(
          count: made.count,
          key: { place in
            keysRead += 1
            return ratings[made[place]]
          }, lastPassing: last, firstPassing: first
        ) { place in
          visited.append(made[place])
          return true
        }
        #expect(visited == whole.filter(passes), "modulus \(modulus), step \(step)")
        if step == 61 { #expect(keysRead < made.count / 2, "\(keysRead) keys read") }
        for wanted in [1, 2, 3] where wanted <= visited.count {
          var stopped: [Int] = []
          ordering.visitOtherDirection(
            count: made.count, key: { ratings[made[$0]] }, lastPassing: last, firstPassing: first
          ) {
            stopped.append(made[$0])
            return stopped.count < wanted
          }
          #expect(stopped == Array(visited.prefix(wanted)), "modulus \(modulus), step \(step), \(wanted)")
        }
      }
    }
  }

  /// Told where the run of rising positions ending at a place starts, reading back `reach`
  /// places at most (nil beyond), a visit hands over what it hands over untold, for groups of
  /// every size and every skip; and reads a few keys where untold it gallops over a long group.
  /// Groups whose positions fall from one to the next (every `modulus`), and groups of
  /// `width` products each a rating above the last, all of whose positions rise: a run of
  /// rising positions then holds many groups.
  @Test(arguments: [1, 3, 1_000])
  func aVisitToldWhereRisingRunsStartIsTheSameVisit(reach: Int) {
    let rising = [1, 4, 7, 60].map { width in
      let ratings: [Rating?] = (0..<60).map { $0 % 11 == 0 ? nil : Rating(Double($0 / width)) }
      let ordering = ProductOrdering(ProductSort(field: .rating))
      let made = ordering.sortedPositions(count: ratings.count) { ratings[$0] }
      return (ratings, ordering, made, ordering.otherDirection(of: made) { ratings[$0] })
    }
    let layouts = [1, 3, 4, 9].map { Self.groupsOfEverySize(modulus: $0) } + rising
    for (layout, (ratings, ordering, made, whole)) in layouts.enumerated() {
      let risingRun = { (place: Int) -> Int? in
        let from = max(0, place + 1 - reach)
        var first = place
        while first > from, made[first - 1] < made[first] { first -= 1 }
        return first == from && from > 0 ? nil : first
      }
      for skip in 0...(made.count + 2) {
        var visited: [Int] = []
        ordering.visitOtherDirection(
          count: made.count, skipping: skip, key: { ratings[made[$0]] }, risingRun: risingRun
        ) { place in
          visited.append(made[place])
          return true
        }
        #expect(visited == Array(whole.dropFirst(skip)), "layout \(layout), skip \(skip), reach \(reach)")
      }
      guard layout == 0 else { continue }
      // One group of every rating: its first product, told and untold.
      var keysRead = (told: 0, untold: 0)
      ordering.visitOtherDirection(
        count: made.count,
        key: { place in
          keysRead.told += 1
          return ratings[made[place]]
        }, risingRun: risingRun
      ) { _ in false }
      ordering.visitOtherDirection(
        count: made.count,
        key: { place in
          keysRead.untold += 1
          return ratings[made[place]]
        }
      ) { _ in false }
      // Both first pass the products without a rating, at the end, by galloping back.
      if reach == 1_000 { #expect(keysRead.told * 2 <= keysRead.untold, "\(keysRead)") }
    }
  }

  /// Where a run of equal keys ends, found by galloping forward, is where walking forward one
  /// place at a time finds it.
  @Test func aRunEndFoundByGallopingIsTheEndFoundStepByStep() {
    for limit in [1, 2, 7, 64, 100] {
      for start in 0..<limit {
        for end in (start + 1)...limit {
          #expect(ProductOrdering.end(ofRunStartingAt: start, before: limit) { $0 < end } == end)
        }
      }
    }
  }

  /// Where a run of equal keys begins, found by galloping back, is where walking back one place
  /// at a time finds it, for runs of every length up to the whole order.
  @Test func aRunFoundByGallopingIsTheRunFoundStepByStep() {
    for end in [0, 1, 2, 7, 64, 100] {
      for length in 0...end {
        let start = end - length
        let found = ProductOrdering.start(ofRunEndingAt: end) { $0 >= start }
        #expect(found == start, "end \(end), run of \(length)")
      }
    }
  }
}
