// swift-format-ignore-file
// The import is split over lines on purpose.
import Foundation  // not @_exported: only words in a comment
import
  FoundationNetworking  // a forbidden import split over two lines is still found

public let timeout: TimeInterval = 3
