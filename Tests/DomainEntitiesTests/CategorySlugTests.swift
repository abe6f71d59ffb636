import DomainEntities
import Testing

@Suite struct CategorySlugTests {
  @Test(arguments: [
    ("mens-shirts", "Mens Shirts"), ("beauty", "Beauty"), ("home--decoration", "Home Decoration"), ("", ""),
  ])
  func displayNameCapitalisesHyphenatedWords(slug: String, name: String) {
    #expect(CategorySlug(slug).displayName == name)
  }

  @Test func matchingIgnoresCase() {
    #expect(CategorySlug("SmartPhones").matches(CategorySlug("smartphones")))
    #expect(!CategorySlug("phones").matches(CategorySlug("smartphones")))
  }
}
