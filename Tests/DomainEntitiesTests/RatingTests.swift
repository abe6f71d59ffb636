import DomainEntities
import Testing

@Suite struct RatingTests {
  @Test(arguments: [(2.56, 3), (2.49, 2), (4.5, 5), (0, 0), (7, 5), (-1, 0)])
  func wholeStarsRoundAndClamp(value: Double, stars: Int) {
    #expect(Rating(value).wholeStars == stars)
  }

  @Test func ratingsOrderByValue() {
    #expect(Rating(3.1) < Rating(3.2))
  }
}
