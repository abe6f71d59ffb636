import FoundationNetworking
import Glibc

public enum SystemFacts {
  public static let pageSize = 4096
}
