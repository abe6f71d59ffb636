struct CheckoutScreen {
  func back() -> CartScreen { CartScreen() }
}
