import ApplicationLogic
import Testing

@testable import ExternalInterfaces

@Suite struct FrameWriterTests {
  static let screen = ScreenViewModel(
    size: ScreenSize(columns: 6, rows: 2),
    lines: [[StyledText("› row", style: .selected), StyledText(" ")], [StyledText("status")]])

  @Test func placesEveryLineInsideOneSynchronizedUpdate() {
    let frame = FrameWriter(styler: ANSIStyler(enabled: false)).frame(Self.screen)
    #expect(frame == "\u{1B}[?2026h\u{1B}[1;1H› row \u{1B}[0m\u{1B}[2;1Hstatus\u{1B}[0m\u{1B}[?2026l")
  }

  @Test func theSelectionIsReverseVideoOnlyWithColour() {
    let frame = FrameWriter(styler: ANSIStyler(enabled: true)).frame(Self.screen)
    #expect(frame.contains("\u{1B}[7m› row\u{1B}[0m"))
  }

  @Test func leavingUndoesEnteringInReverse() {
    #expect(FrameWriter.enter.hasPrefix("\u{1B}[?1049h\u{1B}[?25l"))
    #expect(FrameWriter.leave.hasSuffix("\u{1B}[?25h\u{1B}[?1049l"))
  }
}
