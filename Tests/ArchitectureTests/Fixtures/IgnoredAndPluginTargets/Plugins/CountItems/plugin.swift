import PackagePlugin

@main
struct CountItems: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    print(context.package.targets.count)
  }
}
