public func shout(_ text: String) -> String { text.uppercased() }
