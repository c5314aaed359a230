import Hummingbird
import NIOCore

/// Hummingbird's basic context plus the request's channel, which the endpoint needs to send
/// `100 Continue` (an informational answer Hummingbird's responses cannot express).
struct ServerRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }
}
