/// The lists of a build whose memory must not grow with the catalog (`ProductLists.Builder`
/// with a scratch directory): each list is kept as gaps, and whenever the lists held pass
/// `runBytes` they are all written out to a scratch file, a run, and started again. A list's gaps
/// run on from one run to the next (each is taken from the last product before it, wherever that
/// was written), so a list is its pieces one after another, and its form (`ProductLists`) is
/// decided only when it is whole: at the end, when the lists are written in order.
struct ProductListRuns {
  /// How much of the lists is held before it is written out, unless told: ten million
  /// products' lists, 2.7 GB as gaps, are written in runs of this.
  static let defaultRunBytes = 64 << 20

  let runBytes: Int
  private let folder: Int32
  private let file: ScratchFile
  /// Where each list's pieces lie in `file`, in the order they were written.
  private var pieces: [[Range<Int>]] = []

  init?(in folder: Int32, runBytes: Int = Self.defaultRunBytes) {
    guard let file = ScratchFile(in: folder) else { return nil }
    (self.folder, self.file, self.runBytes) = (folder, file, runBytes)
  }

  /// How many runs have been written (for tests).
  var runCount: Int { pieces.map(\.count).max() ?? 0 }

  /// Writes out the lists' bytes held, each as the next piece of its list, and empties them.
  mutating func writeRun(of lists: inout [[UInt8]]) {
    if pieces.count < lists.count { pieces += Array(repeating: [], count: lists.count - pieces.count) }
    for list in lists.indices where !lists[list].isEmpty {
      let start = file.count
      lists[list].withUnsafeBytes { file.append($0) }
      pieces[list].append(start..<file.count)
      lists[list] = []
    }
  }

  /// The lists in `order`, each whole in its form, with the bytes still held (`held`, the last
  /// piece of each); nil when a scratch file could not be written or read.
  func build(order: [Int], counts: [Int32], held: [[UInt8]], productCount: Int) -> ProductLists? {
    guard let made = ScratchFile(in: folder) else { return nil }
    var bytes = BuildColumn<UInt8>(in: made)
    var starts = [0]
    var piece: [UInt8] = []
    for list in order {
      let parts = list < pieces.count ? pieces[list] : []
      if ProductLists.isBitmap(count: Int(counts[list]), productCount: productCount) {
        var bitmap = [UInt8](repeating: 0, count: ProductLists.bitmapBytes(productCount: productCount))
        var last = -1
        for part in parts {
          guard read(part, into: &piece) else { return nil }
          last = ProductLists.setBits(ofGaps: piece, after: last, in: &bitmap, below: productCount)
        }
        _ = ProductLists.setBits(ofGaps: held[list], after: last, in: &bitmap, below: productCount)
        bytes.append(contentsOf: bitmap)
      } else {
        for part in parts {
          guard read(part, into: &piece) else { return nil }
          bytes.append(contentsOf: piece)
        }
        bytes.append(contentsOf: held[list])
      }
      starts.append(bytes.count)
    }
    guard let column = bytes.column() else { return nil }
    return ProductLists(
      productCount: productCount, counts: IndexColumn(order.map { counts[$0] }), starts: IndexColumn(starts),
      bytes: column)
  }

  private func read(_ part: Range<Int>, into piece: inout [UInt8]) -> Bool {
    piece = [UInt8](repeating: 0, count: part.count)
    return piece.withUnsafeMutableBytes { file.read(into: $0, at: part.lowerBound) }
  }
}
