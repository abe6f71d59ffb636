// Writing into a string is formatting, not I/O: none of these is flagged.
public enum Describe {
  public static func text(_ value: Int) -> String {
    var text = ""
    print(value, to: &text)
    debugPrint(value, to: &text)
    dump(value, to: &text)
    return text
  }
}
