import Foundation
import FoundationNetworking

public enum Network {
  public static func session() -> URLSession { URLSession.shared }
  public static func qualifiedSession() -> FoundationNetworking.URLSession { FoundationNetworking.URLSession.shared }
}
