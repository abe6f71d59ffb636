#if os(WASI)
  public let platform = "wasi"
#endif
