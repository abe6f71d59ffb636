public func greeting() -> String { "hello" }
