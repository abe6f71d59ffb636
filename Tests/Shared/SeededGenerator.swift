/// A small fixed-seed generator shared by the ring test targets (linked into each through a
/// symlink, as `Seeds.swift` is): a test that draws inputs from it draws the same ones on every
/// run, so a failure names a value that fails again.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state ^ (state >> 29)
  }
}
