#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asks a question on the terminal: the answer shown as it is typed (a username), or not shown
/// at all (a password or token: no echo, not even a `*` per character, so neither its text nor
/// its length is on the screen). The hidden answer is read with the terminal in raw mode, and
/// the mode is given back whatever ends the answer; ctrl-c ends the program as the shell
/// expects, after the terminal is given back.
@MainActor
struct SecretPrompt {
  let console: Console
  var input: Int32 = STDIN_FILENO
  /// Longer than any password or token: what goes past it is not one.
  nonisolated static let longestAnswer = 8192

  enum Answer: Equatable {
    case typed(String)
    /// Ctrl-d, or the end of the input, before the answer was ended.
    case cancelled
  }

  func ask(_ prompt: String, hidingAnswer: Bool) async -> Answer {
    console.errors.write(prompt)
    console.flush()
    guard hidingAnswer else { return readLine(strippingNewline: true).map(Answer.typed) ?? .cancelled }
    let mode = RawTerminalMode(descriptor: input)
    guard mode.enter() else { return .cancelled }
    // Keys and signals as one stream: a SIGTERM or SIGHUP while the answer is typed gives the
    // terminal back (echo on) before the program ends of it, as ctrl-c does.
    let events = TerminalEventSource(input: input)
    var answer = HiddenAnswer()
    var ending: Int32?
    reading: for await event in events.events {
      switch event {
      case .input(let bytes):
        for byte in bytes where answer.outcome == nil { answer.take(byte) }
        if answer.outcome != nil { break reading }
      case .signal(let number):
        ending = number
        break reading
      case .endOfInput:
        break reading
      case .resize, .suspend, .resume:
        continue
      }
    }
    events.stop()
    mode.restore()
    console.errors.write("\n")
    console.flush()
    if answer.interrupted { ending = SIGINT }
    if let ending { DeathBySignal.die(of: ending) }
    return answer.outcome ?? .cancelled
  }

  /// What has been typed of a hidden answer, a key at a time: Enter ends it, backspace and
  /// ctrl-u edit it, ctrl-d on nothing cancels, ctrl-c interrupts; other control keys are not
  /// part of a password.
  struct HiddenAnswer {
    private(set) var bytes: [UInt8] = []
    private(set) var outcome: Answer?
    private(set) var interrupted = false

    mutating func take(_ byte: UInt8) {
      switch byte {
      case 0x0D, 0x0A: outcome = .typed(String(decoding: bytes, as: UTF8.self))
      case 0x03:
        interrupted = true
        outcome = .cancelled
      case 0x04 where bytes.isEmpty: outcome = .cancelled
      case 0x7F, 0x08: SecretPrompt.eraseLastCharacter(of: &bytes)
      case 0x15: bytes.removeAll()
      case 0x00..<0x20: break
      default:
        bytes.append(byte)
        if bytes.count > SecretPrompt.longestAnswer { outcome = .cancelled }
      }
    }
  }

  /// Backspace takes off a whole UTF-8 character, never half of one.
  nonisolated static func eraseLastCharacter(of bytes: inout [UInt8]) {
    while let last = bytes.popLast(), last & 0xC0 == 0x80 {}
  }
}

extension SecretPrompt {
  /// Standard input's first line (`--password-stdin`, `--with-token`), without its line end;
  /// nil when it is longer than any secret. Read a byte at a time, so nothing after the line is
  /// taken from a pipe that goes on.
  static func firstLine(from input: Int32 = STDIN_FILENO) -> String? {
    var bytes: [UInt8] = []
    while bytes.count <= longestAnswer {
      var byte: UInt8 = 0
      let count = read(input, &byte, 1)
      if count < 0, errno == EINTR { continue }
      guard count == 1, byte != 0x0A else {
        if bytes.last == 0x0D { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
      }
      bytes.append(byte)
    }
    return nil
  }
}
