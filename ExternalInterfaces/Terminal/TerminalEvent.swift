/// Something the full-screen session must react to.
enum TerminalEvent: Sendable {
  case input([UInt8])
  /// The window changed size (SIGWINCH).
  case resize
  /// SIGTERM, SIGHUP, SIGINT or SIGQUIT: restore the terminal, then die of it.
  case signal(Int32)
  /// SIGTSTP (`kill -TSTP`; ctrl-z itself arrives as a key in raw mode): stop, as a shell job.
  case suspend
  /// SIGCONT: the job was continued (`fg`), perhaps after being stopped by SIGSTOP.
  case resume
  /// Standard input closed: nobody can press a key any more.
  case endOfInput
}
