struct CartScreen {
  func checkout() -> CheckoutScreen { CheckoutScreen() }
}
