/// Values read from a stretch of a column (`IndexColumn.withPlacedValues`), each found by its
/// place in the whole column, whether they were copied in or are read in place.
struct PlacedValues<Element> {
  let buffer: UnsafeBufferPointer<Element>
  /// The place in the column of the first value.
  let first: Int

  subscript(position: Int) -> Element { buffer[position - first] }
}
