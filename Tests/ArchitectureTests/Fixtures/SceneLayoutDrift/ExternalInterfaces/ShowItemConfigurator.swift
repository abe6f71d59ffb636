// A configurator outside Scenes/.
struct ShowItemConfigurator {
  let name = "show item"
}
