import ApplicationLogic
import Testing

@Suite struct DetailPagerTests {
  static let size = ScreenSize(columns: 40, rows: 6)
  static let lines = (1...12).map { [StyledText("line \($0)")] }

  @Test func saysItIsLoadingUntilTheProductArrives() {
    let screen = DetailPager().screen(size: Self.size)
    #expect(screen.plainLines.count == 6)
    #expect(screen.plainLines[0].hasPrefix(" loading…"))
  }

  @Test func scrollsWithinTheLines() {
    var pager = DetailPager()
    pager.show(Self.lines)
    #expect(pager.screen(size: Self.size).plainLines[0].hasPrefix(" line 1"))
    #expect(pager.handle(.character("j"), size: Self.size) == .stay)
    #expect(pager.top == 1)
    _ = pager.handle(.end, size: Self.size)
    // Five rows of text on a six-row screen: the last top shows lines 8…12.
    #expect(pager.top == 7)
    let screen = pager.screen(size: Self.size).plainLines
    #expect(screen[4].hasPrefix(" line 12"))
    #expect(screen[5].hasPrefix(" lines 8–12 of 12"))
    _ = pager.handle(.pageDown, size: Self.size)
    #expect(pager.top == 7)
    _ = pager.handle(.pageUp, size: Self.size)
    #expect(pager.top == 2)
    _ = pager.handle(.home, size: Self.size)
    _ = pager.handle(.up, size: Self.size)
    #expect(pager.top == 0)
  }

  @Test func escapeGoesBackAndQQuits() {
    var pager = DetailPager()
    #expect(pager.handle(.escape, size: Self.size) == .close)
    #expect(pager.handle(.character("q"), size: Self.size) == .quit)
    #expect(pager.handle(.character("z"), size: Self.size) == .stay)
  }

  @Test func anErrorReplacesTheProduct() {
    var pager = DetailPager()
    pager.show(ErrorViewModel(message: "no product with id 7", remedy: "browse the list", kind: .failure))
    let screen = pager.screen(size: Self.size).plainLines
    #expect(screen[0].hasPrefix(" error: no product with id 7"))
    #expect(screen[1].hasPrefix(" hint: browse the list"))
  }
}
