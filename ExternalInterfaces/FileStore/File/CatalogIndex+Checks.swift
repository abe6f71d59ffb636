/// What an index read from a file trusts of itself: nothing until it is checked, the blocks a
/// command reads as it reads them, and every value a step that reads most of it uses
/// (`checkWhole`). Values that index other columns or the catalog are checked where they are
/// used (`checkedRange`), so a damaged file is found, never followed outside its bounds.
extension CatalogIndex {
  /// Where the product at `position` lies, when that is a range within the catalog; nil, and
  /// the file marked damaged, when it is not.
  func checkedRange(at position: Int) -> Range<Int>? {
    let start = rangeStarts[position]
    let end = rangeEnds[position]
    guard 0 <= start, start < end, end <= catalogSize ?? Int.max else {
      rangeStarts.reportDamage()
      return nil
    }
    return start..<end
  }

  /// Whether every block of the index's file matches its checksum and every value in it is one
  /// this program could have written, asked once per file: what a step that reads most of the
  /// index asks first. Always true for an index built in memory.
  func checkWhole() -> Bool {
    guard let file = ids.file else { return true }
    return file.checkWhole { CatalogIndexFile.isConsistent(self, fileSize: catalogSize ?? Int.max) }
  }

  /// Whether a block or a value read from the index's file proved wrong: nothing read from it
  /// may be trusted, and the catalog is scanned instead.
  var isDamaged: Bool { ids.isDamaged }
}
