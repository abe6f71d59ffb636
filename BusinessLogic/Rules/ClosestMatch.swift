/// Finds the accepted word a mistyped one was most likely meant to be.
public enum ClosestMatch {
  /// The candidate nearest to `word` by edit distance (case-insensitive), when it is near enough
  /// to be a plausible typo: at most a third of the word's length, and at least one edit allowed.
  public static func suggestion(for word: String, among candidates: [String]) -> String? {
    let typed = Array(word.lowercased())
    let limit = max(1, typed.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(typed, Array(candidate.lowercased()))
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// Levenshtein distance over characters, in two rolling rows.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
