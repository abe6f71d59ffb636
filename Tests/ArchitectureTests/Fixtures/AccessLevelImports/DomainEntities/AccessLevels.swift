package import Dispatch
@preconcurrency internal import FoundationInternationalization
internal import FoundationNetworking
private import FoundationXML
public import Glibc
@preconcurrency import Observation
fileprivate import RegexBuilder
@_spi(Unstable) import _StringProcessing

@_implementationOnly import Synchronization
