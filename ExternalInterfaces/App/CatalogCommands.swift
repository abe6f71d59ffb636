extension CommandTable {
  /// Every command of `catalog`, one line each, in the order help lists them. A new command is
  /// its scene's folders plus one line here (docs/ADDING-A-SCENE.md).
  static let catalog = CommandTable([
    ProductListCommand.registration,
    ProductDetailCommand.registration,
    ListCategoriesCommand.registration,
    ProductBrowserCommand.registration,
    AddProductCommand.registration,
    EditProductCommand.registration,
    DeleteProductCommand.registration,
    ListCurrenciesCommand.registration,
    ConvertCurrencyCommand.registration,
    AboutCommand.registration,
    AuthCommand.registration,
    // scripts/new-scene adds a scene's line above this one.
    ServeCommand.registration,
    CacheCommand.registration,
    DatabaseCommand.registration,
    ProgramCommands.completion,
    ProgramCommands.man,
  ])
}
