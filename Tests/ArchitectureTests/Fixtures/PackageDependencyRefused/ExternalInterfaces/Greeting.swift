import Kit

func greet() -> String { greeting() }
