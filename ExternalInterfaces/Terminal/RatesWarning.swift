import ApplicationLogic
import BusinessLogic

/// The warning that saved rates stand in for fresh ones, said once per command however many
/// batches a long list comes in.
@MainActor
struct RatesWarning {
  private var said = false

  mutating func say(for conversion: PriceConversion?, errors: ErrorPresentation, on console: Console) {
    guard !said, let conversion else { return }
    said = true
    if let warning = errors.warning(for: conversion.answer) { console.errors.write(warning.text) }
  }
}
