// A scene in BusinessLogic with no folder in ExternalInterfaces/Scenes.
public final class ShowItemInteractor {
  public init() {}
}
