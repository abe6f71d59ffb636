import ApplicationLogic

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs interactive screens on the terminal: raw mode and the alternate screen on the first
/// frame, keys to the screen on top, size changes to all, and the terminal restored on every
/// way out: quit, end of input, a failure, or SIGTERM, SIGHUP, SIGINT and SIGQUIT. ctrl-c
/// (a key in raw mode) ends the program as SIGINT would, status 130 to the shell; ctrl-z or
/// SIGTSTP gives the terminal back and stops the job, and `fg` re-enters and redraws.
@MainActor
final class FullScreenSession {
  private let console: Console
  private let device: TerminalDevice
  private let writer: FrameWriter
  private let rawMode: RawTerminalMode
  private var screens: [any InteractiveScreen] = []
  private var events: TerminalEventSource?
  private var isFullScreen = false
  private var isFinished = false
  private var status = ExitStatus.success
  private var failure: ErrorViewModel?
  private(set) var size: ScreenSize

  init(console: Console, device: TerminalDevice) {
    self.console = console
    self.device = device
    self.writer = FrameWriter(styler: ANSIStyler(enabled: console.terminal.colorEnabled))
    self.rawMode = RawTerminalMode(descriptor: device.input)
    self.size = device.size()
  }

  func run(_ root: any InteractiveScreen) async -> ExitStatus {
    let events = TerminalEventSource(input: device.input)
    self.events = events
    screens = [root]
    Task { await root.start() }
    var decoder = KeyDecoder()
    for await event in events.events {
      switch event {
      case .input(let bytes):
        deliver(decoder.keys(from: bytes))
      case .resize:
        size = device.size()
        for screen in screens {
          let size = size
          Task { await screen.resize(to: size) }
        }
      case .signal(let number):
        end(bySignal: number)
      case .suspend:
        suspend()
      case .resume:
        resume()
      case .endOfInput:
        finish(.success)
      }
    }
    leaveFullScreen()
    screens = []
    if let failure { ErrorWriter(console: console).write(failure) }
    return status
  }

  /// Draws a frame if `screen` is the one on top.
  func draw(_ frame: ScreenViewModel, from screen: any InteractiveScreen) {
    guard !isFinished, screens.last === screen else { return }
    if !isFullScreen {
      isFullScreen = true
      _ = rawMode.enter()
      console.output.write(FrameWriter.enter)
    }
    console.output.write(writer.frame(frame))
    console.output.flush()
  }

  func push(_ screen: any InteractiveScreen) {
    guard !isFinished else { return }
    screens.append(screen)
    Task { await screen.start() }
  }

  func pop(_ screen: any InteractiveScreen) {
    guard screens.count > 1, screens.last === screen else { return }
    screens.removeLast()
    screens.last?.redraw()
  }

  /// Acts on what a key did to `screen`; true when the screen is gone (closed, or the program
  /// is ending), so the rest of its keys are not for it.
  func settle(_ outcome: ScreenKeyOutcome, of screen: any InteractiveScreen) -> Bool {
    switch outcome {
    case .stay: return false
    case .close: pop(screen)
    case .quit: finish(.success)
    }
    return true
  }

  /// Closes the screen on top, unless it is the first.
  func popTop() {
    guard let top = screens.last else { return }
    pop(top)
  }

  /// Closes every screen over the first one, which is drawn again.
  func popToRoot() {
    guard screens.count > 1 else { return }
    screens.removeLast(screens.count - 1)
    screens.last?.redraw()
  }

  /// Gives the terminal to `body` (an editor), as it was before the browser took it, and takes
  /// it back afterwards, drawing the top screen again.
  func runOutside<Value>(_ body: () async -> Value) async -> Value {
    leaveFullScreen()
    events?.pause()
    let value = await body()
    events?.resume()
    redrawAll()
    return value
  }

  func finish(_ status: ExitStatus) {
    guard !isFinished else { return }
    isFinished = true
    self.status = status
    events?.stop()
  }

  /// Ends the session with a message for standard error, written once the terminal is back.
  func fail(_ error: ErrorViewModel) {
    failure = error
    finish(error.kind == .invalidInput ? .usage : .failure)
  }

  /// Hands the keys of one read to the screen on top, as one batch, except the two that act on
  /// the program rather than the screen.
  private func deliver(_ keys: [BrowseKey]) {
    var batch: [BrowseKey] = []
    for key in keys {
      switch key {
      case .control("c"):
        send(batch)
        end(bySignal: SIGINT)
        return
      case .control("z"):
        send(batch)
        batch = []
        suspend()
      default:
        batch.append(key)
      }
    }
    send(batch)
  }

  private func send(_ keys: [BrowseKey]) {
    guard !keys.isEmpty, !isFinished, let screen = screens.last else { return }
    // Each read is its own task so that keys waiting on a page load do not hold up the next;
    // main-actor tasks start in order, and each applies its keys before it first waits.
    Task { await screen.handle(keys) }
  }

  /// Gives the terminal back, then dies of `number`, as the shell expects of a program ended by
  /// a signal (for ctrl-c, the SIGINT raw mode turned into a key).
  private func end(bySignal number: Int32) {
    leaveFullScreen()
    events?.stop()
    DeathBySignal.die(of: number)
  }

  /// Gives the terminal back and stops the process as the shell's job control expects; runs on
  /// when continued, then takes the terminal again.
  private func suspend() {
    let wasFullScreen = isFullScreen
    leaveFullScreen()
    var previous = sigaction()
    var stop = sigaction()
    stop.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&stop.sa_mask)
    sigaction(SIGTSTP, &stop, &previous)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(SIGTSTP)
    // Continued (`fg`): watch SIGTSTP again as before.
    sigaction(SIGTSTP, &previous, nil)
    if wasFullScreen { resume() }
  }

  /// Takes the terminal again after the job was stopped, and redraws everything.
  private func resume() {
    guard !isFinished else { return }
    if isFullScreen {
      // Stopped by someone else (SIGSTOP): the shell may have reset the terminal meanwhile.
      rawMode.restore()
      isFullScreen = false
    }
    redrawAll()
  }

  /// After someone else had the terminal: every screen learns its size again, and the top one
  /// is drawn (which takes the full screen again).
  private func redrawAll() {
    size = device.size()
    for screen in screens {
      let size = size
      Task { await screen.resize(to: size) }
    }
    screens.last?.redraw()
  }

  private func leaveFullScreen() {
    guard isFullScreen else { return }
    isFullScreen = false
    console.output.write(FrameWriter.leave)
    console.output.flush()
    rawMode.restore()
  }
}
