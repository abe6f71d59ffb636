/// How many answered pages a source asked many queries keeps, and the largest it keeps: a
/// page of every product (`limit 0`) is answered again, never held.
enum KeptPages {
  static let capacity = 1_024
  static let largestPage = 200
}
