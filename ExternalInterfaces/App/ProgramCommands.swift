/// The commands that describe the program itself, from the command table.
enum ProgramCommands {
  static let completion = CommandRegistration(
    CommandSpec(
      name: "completion", aliases: [], summary: "Print a shell completion script for bash, zsh or fish",
      usage: "catalog completion bash|zsh|fish", operands: .choice(ShellCompletion.allCases.map(\.rawValue)),
      output: .record, terminal: .plain, options: [],
      examples: [
        "source <(catalog completion bash)                         (in ~/.bashrc)",
        "eval \"$(catalog completion zsh)\"                          (in ~/.zshrc)",
        "catalog completion fish > ~/.config/fish/completions/catalog.fish",
      ]),
    tool: { invocation, context in
      guard invocation.arguments.count == 1, let shell = ShellCompletion(rawValue: invocation.arguments[0]) else {
        return context.refuse(
          UsageError(
            message: "\"catalog completion\" needs a shell: bash, zsh or fish",
            hint: "run \"source <(catalog completion bash)\", or see \"catalog completion --help\""))
      }
      context.output.write(shell.script(commands: context.commands))
      return .success
    })

  static let man = CommandRegistration(
    CommandSpec(
      name: "man", aliases: [], summary: "Print the manual page, catalog(1), in roff", usage: "catalog man",
      operands: .none, output: .record, terminal: .plain, options: [],
      examples: [
        "catalog man | man -l -",
        "mkdir -p ~/.local/share/man/man1 && catalog man > ~/.local/share/man/man1/catalog.1",
      ]),
    tool: { invocation, context in
      guard invocation.arguments.isEmpty else {
        return context.refuse(UsageError(message: "\"catalog man\" takes no arguments", hint: "run \"catalog man\""))
      }
      context.output.write(ManualPage.roff(commands: context.commands))
      return .success
    })
}
