import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 child channel with a ``ConnectionGuard`` placed right after the HTTP
/// decoder, where requests still carry their HTTP version and `Connection` semantics (the
/// HTTPTypes Hummingbird works with have neither).
struct GuardedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let inner: HTTP1Channel
    let settings: ConnectionGuard.Settings

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let settings = settings
        return inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try pipeline.addHandler(ConnectionGuard(settings: settings), position: .after(decoder))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
