import Testing

@testable import ExternalInterfaces

/// The records read last, by position (`KeptRecords`): what a listing reads after the walk that
/// chose its products read them.
@Suite struct KeptRecordsTests {
  static func record(_ first: Int) -> [Int] { (0..<ListingRecords.width).map { first + $0 } }

  /// A record kept is given back as it was kept; a position never kept, none; the slot a later
  /// position shares is given over to it.
  @Test func aRecordIsKeptInItsSlotUntilAnotherPositionTakesIt() {
    let kept = KeptRecords()
    #expect(kept.withRecord(at: 5) { Array($0) } == nil, "nothing kept yet")
    Self.record(100).withUnsafeBufferPointer { kept.keep($0, at: 5) }
    #expect(kept.withRecord(at: 5) { Array($0) } == Self.record(100))
    #expect(kept.withRecord(at: 6) { Array($0) } == nil)
    let sharing = 5 + KeptRecords.capacity
    Self.record(200).withUnsafeBufferPointer { kept.keep($0, at: sharing) }
    #expect(kept.withRecord(at: 5) { Array($0) } == nil)
    #expect(kept.withRecord(at: sharing) { Array($0) } == Self.record(200))
  }

  /// Only a whole record at a position is kept.
  @Test func aShortRecordOrANegativePositionIsNotKept() {
    let kept = KeptRecords()
    Array(Self.record(1).dropLast()).withUnsafeBufferPointer { kept.keep($0, at: 3) }
    Self.record(1).withUnsafeBufferPointer { kept.keep($0, at: -KeptRecords.capacity + 3) }
    #expect(kept.withRecord(at: 3) { Array($0) } == nil)
    #expect(kept.withRecord(at: -KeptRecords.capacity + 3) { Array($0) } == nil)
  }
}
