// swift-format-ignore-file
// import Glibc
/* import FoundationNetworking
   import Dispatch */
import Foundation

public enum Commentary {
  public static let example = "import Glibc"
  public static let multiline = """
    import FoundationNetworking
    """
}

#if false
  import FoundationNetworking
#endif

#if SOMETHING_NEVER_DEFINED
  import Glibc
#endif
