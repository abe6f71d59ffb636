import DomainEntities
import Testing

/// An id has one writing: an address or a query names a product one way.
@Suite struct ProductIDTests {
  @Test(arguments: [("1", 1), ("194", 194), ("9223372036854775807", Int.max)])
  func theOneWritingIsTheId(text: String, id: Int) {
    #expect(ProductID(canonical: text) == ProductID(id))
  }

  @Test(arguments: ["01", "+1", " 1", "1 ", "0", "-1", "1.0", "abc", "", "9223372036854775808", "١"])
  func anyOtherWritingIsNoId(text: String) {
    #expect(ProductID(canonical: text) == nil)
  }
}
