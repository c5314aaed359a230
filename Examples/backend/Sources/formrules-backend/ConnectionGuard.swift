import Logging
import NIOCore
import NIOHTTP1
import HTTPTypes

/// The server's own rules for one HTTP/1 connection, in the pipeline between the HTTP decoder
/// and Hummingbird: what HTTP/1.0, `Expect: 100-continue`, a shutdown and a client that stops
/// reading do to it.
///
/// - HTTP/1.0 without keep-alive (and any `Connection: close`): the answer is the last, in the
///   request's version, and the connection closes once it is written.
/// - `Expect: 100-continue`: the endpoint sends ``SendContinue`` when the headers pass its
///   checks; otherwise its final answer goes out without the body being read, so such a
///   connection always closes after the answer (the unread body is never waited for).
/// - Shutdown (`ChannelShouldQuiesceEvent`): a connection finishes the answer in progress, if any
///   (saying `Connection: close` if its head is still to be written); then it closes its output,
///   the FIN following the last byte, and reads and drops input until the client closes, since a
///   close with unread input would reset the connection and lose bytes still on their way.
///   Requests pipelined behind that answer are never run nor answered, as HTTP/1.1 allows. After
///   the grace period whatever is left is cut, and said in the log.
/// - An answer sent before its request's body was read (a 413 on the announced length, a 404,
///   a body refused part way): that answer closes the connection, and then the connection
///   lingers as a shutdown's does, reading and dropping the rest of the body, for at most
///   ``lingerTime`` and ``lingerBytes``. A client that sends its whole body before it reads
///   (Python's `http.client`) then gets to read the answer; closing at once with its body
///   unread would reset the connection, and not reading would leave it blocked on its send.
/// - A client that closes its side after its request (a half-close: it has sent everything)
///   still gets its whole answer: the connection closes once the answer in progress is written,
///   where NIO's default would close it at the end of input and cut the answer.
/// - A request the HTTP parser refuses (ambiguous framing such as Content-Length beside
///   Transfer-Encoding, a NUL in a header, not HTTP/1.x): Hummingbird's bare `400` with no body
///   becomes a problem document saying why, and the refusal is logged (``RefusalLog``).
/// - `CONNECT`: answered here with a `405` that ends the connection and promises no body (NIO
///   frames any answer to `CONNECT` as a tunnel's start); Hummingbird's answer to it said
///   `Content-Type: application/problem+json` and sent no body. The log says why.
/// - A body in more than ``maximumBodyParts`` pieces (one-byte chunks, a byte per packet): the
///   pieces cost CPU each whatever their size, so past the bound the body is refused as the
///   parser refuses a request (a 400 problem document, logged), and the rest is read away.
/// - Slow readers: bodies go out in slices of ``sliceBytes``, so the written bytes show progress;
///   a connection whose client takes none of them for the send timeout is closed. As Hummingbird
///   answers a connection's requests one at a time and waits for the socket to drain before it
///   reads the next, a connection holds at most one answer unsent.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// Sent down the pipeline by the endpoint when a request that expects 100-continue may send
    /// its body.
    struct SendContinue: Sendable {}

    /// The refusals logged by every connection, rate-limited together.
    static let refusals = RefusalLog()

    struct Settings: Sendable {
        /// How long a shutdown waits for answers in progress.
        var gracePeriod: TimeAmount
        /// How long a client may take none of its answer before its connection is closed.
        var sendTimeout: TimeAmount
        var ledger: ConnectionLedger
        var logger: Logger
    }

    /// Body bytes handed to the socket per write: small enough to show progress, large enough
    /// not to cost a system call per few bytes.
    static let sliceBytes = 64 * 1024
    /// How long, and how many body bytes, a connection reads and drops after answering a request
    /// whose body it did not read, before it cuts the connection (and says so in the log).
    static let lingerTime = TimeAmount.seconds(5)
    /// The most pieces (chunks, or reads of a length-delimited body) one request's body may
    /// come in: 16,384 pieces of the default 1 MiB body are 64 bytes each; one-byte chunks cost
    /// about 1.4 µs each, so a million of them took 1.4 s of CPU.
    static let maximumBodyParts = 16_384
    static let lingerBytes = 64 * 1024 * 1024

    /// A request read whose answer has not been fully handed over yet.
    private struct Exchange {
        var version: HTTPVersion
        /// The answer ends the connection.
        var closes: Bool
        var method: String
        var path: String
        /// The request's body has been read to its end.
        var requestEnded = false
    }

    private let settings: Settings
    private var exchanges: [Exchange] = []
    private var writesInFlight = 0
    private var bytesQueued = 0
    private var bytesWritten = 0
    private var lastProgress = NIODeadline.now()
    private var draining = false
    /// Output closed during a shutdown: input is read and dropped until the client closes, so
    /// the kernel never resets the connection (which would drop answer bytes not yet delivered).
    private var lingering = false
    /// A full close asked for while lingering, done when the client has closed.
    private var deferredClose: EventLoopPromise<Void>?
    /// An answer went out before its request's body was read: once it is written, linger.
    private var lingerAfterAnswer = false
    /// Body bytes dropped while lingering after such an answer.
    private var droppedBytes = 0
    private var lingerDeadline: Scheduled<Void>?
    /// The client closed its side with an answer in progress: close once that answer is written.
    private var inputEnded = false
    /// Why the parser refused the request, until its `400` goes out as a problem document.
    private var parserRefusal: String?
    /// The pieces of the current request's body so far, and whether the body was refused for
    /// their number (its other pieces are then dropped).
    private var bodyParts = 0
    private var bodyRefused = false
    /// The problem document of that `400`, its body written before the answer's end.
    private var refusalBody: ByteBuffer?
    /// The request whose answer was handed over last, for the log when its bytes are still queued.
    private var lastAnswered = "an answer"
    private var stallCheck: Scheduled<Void>?
    private var graceDeadline: Scheduled<Void>?

    init(settings: Settings) {
        self.settings = settings
    }

    func handlerAdded(context: ChannelHandlerContext) {
        settings.ledger.opened()
        // The end of the client's input is an event, not a close: an answer in progress goes on.
        _ = context.channel.setOption(ChannelOptions.allowRemoteHalfClosure, value: true)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stallCheck?.cancel()
        graceDeadline?.cancel()
        lingerDeadline?.cancel()
        // The channel closed while a close waited for the client: that close is done.
        deferredClose?.succeed(())
        deferredClose = nil
        settings.ledger.closed()
    }

    // MARK: Requests

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // Requests after the last answer of a closing connection are never seen, so never run.
        if lingering {
            // Parts decoded before the sink went in (``stopParsing(context:)``) drop here.
            if case .body(let bytes) = unwrapInboundIn(data) { dropped(bytes.readableBytes, context: context) }
            return
        }
        guard case .head(var head) = unwrapInboundIn(data) else {
            if bodyRefused { return }
            if case .body = unwrapInboundIn(data) {
                bodyParts += 1
                if bodyParts > Self.maximumBodyParts {
                    refuseBody(context: context)
                    return
                }
            }
            if case .end = unwrapInboundIn(data), !exchanges.isEmpty { exchanges[exchanges.count - 1].requestEnded = true }
            context.fireChannelRead(data)
            return
        }
        bodyParts = 0
        if head.method == .CONNECT {
            refuseConnect(context: context, head: head)
            return
        }
        // RFC 9112 §6.1: a transfer coding the server does not implement gets a 501; only
        // chunked alone is read here (gzip then chunked would hand the route compressed bytes).
        let codings = head.headers["transfer-encoding"]
        if !codings.isEmpty, codings.map({ $0.trimmingSpaces.lowercased() }) != ["chunked"] {
            refuse(context: context, head: head, problem: .unsupportedTransferCoding(codings.joined(separator: ", ")))
            return
        }
        // RFC 9112 §3.2: an HTTP/1.1 request has exactly one Host, or it gets a 400.
        let hosts = head.headers["host"].count
        if head.version == .http1_1, hosts != 1 {
            refuse(context: context, head: head, problem: .badRequest(hosts == 0 ? "an HTTP/1.1 request needs a Host header" : "the request has \(hosts) Host headers"))
            return
        }
        let expectsContinue = head.headers["expect"].contains { $0.lowercased() == "100-continue" }
        let closes = !head.isKeepAlive || expectsContinue || draining
        // Hummingbird ends its loop over a connection's requests on exactly `Connection: close`.
        if closes { head.headers.replaceOrAdd(name: "connection", value: "close") }
        let path = head.uri.split(separator: "?", maxSplits: 1).first.map { String($0.prefix(200)) } ?? ""
        exchanges.append(Exchange(version: head.version, closes: closes, method: head.method.rawValue, path: path))
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let parse = error as? HTTPParserError, parserRefusal == nil {
            parserRefusal = Self.reason(parse)
            // A client that hangs up mid-request sent nothing wrong; anything else is logged,
            // once per connection.
            if parse != .invalidEOFState {
                let peer = context.channel.remoteAddress.map { " from \($0)" } ?? ""
                Self.refusals.refused("refused a request that is not valid HTTP/1.1\(peer): \(Self.reason(parse))", logger: settings.logger)
            }
        }
        context.fireErrorCaught(error)
    }

    /// Refuses a body that came in too many pieces as the parser refuses a request: the route
    /// reading it gets a parse error, Hummingbird answers 400, which goes out as a problem
    /// document, and the connection then reads the rest away.
    private func refuseBody(context: ChannelHandlerContext) {
        bodyRefused = true
        let reason = "the body came in more than \(Self.maximumBodyParts) pieces (chunks or reads); send it in larger ones"
        parserRefusal = reason
        let peer = context.channel.remoteAddress.map { " from \($0)" } ?? ""
        let what = exchanges.last.map { "\($0.method) \($0.path)" } ?? "a request"
        Self.refusals.refused("refused the body of \(what)\(peer): \(reason)", logger: settings.logger)
        context.fireErrorCaught(HTTPParserError.invalidChunkSize)
    }

    /// What a parser error means, for the client and the log.
    static func reason(_ error: HTTPParserError) -> String {
        switch error {
        case .unexpectedContentLength: "Content-Length beside Transfer-Encoding, or more than one length (framing a proxy may read otherwise)"
        case .invalidContentLength: "Content-Length is not one non-negative number"
        case .invalidChunkSize: "a chunk's size is not a hexadecimal number"
        case .headerOverflow: "the headers are too large"
        case .invalidVersion: "the HTTP version is not 1.0 or 1.1"
        case .invalidConstant: "a Transfer-Encoding other than chunked, or a malformed constant part of the request"
        case .invalidHeaderToken, .invalidCharactersUsed: "a header name or value has a character HTTP does not allow (a NUL, a bare CR or LF, a space before the colon)"
        case .lfExpected, .strictModeAssertion: "a line does not end in CR LF"
        case .invalidMethod: "the method is not a token"
        case .invalidURL, .invalidPath: "the target is not a valid path"
        case .invalidEOFState: "the connection ended before the request was complete"
        // llhttp reports a Content-Length beside Transfer-Encoding as an unnamed error.
        case .unknown: "its framing is ambiguous or malformed (Content-Length beside Transfer-Encoding, a Transfer-Encoding other than chunked, a malformed chunk)"
        default: "\(error)"
        }
    }

    /// Answers a request that never reaches a route with `problem`, which ends the connection,
    /// and logs the refusal.
    private func refuse(context: ChannelHandlerContext, head: HTTPRequestHead, problem: Problem) {
        let body = ByteBuffer(string: problem.text(instance: nil))
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "application/problem+json")
        headers.add(name: "Content-Language", value: "en")
        headers.add(name: "Content-Length", value: String(body.readableBytes))
        answerAndClose(context: context, head: head, status: HTTPResponseStatus(statusCode: problem.status.code), headers: headers, body: body, reason: problem.detail)
    }

    /// Answers `CONNECT` with a `405` that ends the connection; the request never reaches a
    /// route. The answer has no body: NIO frames every answer to `CONNECT` as the start of a
    /// tunnel (without Content-Length or a body), so a problem document could not be delimited.
    /// Its head says so by promising none (no Content-Type), and the log says why.
    private func refuseConnect(context: ChannelHandlerContext, head: HTTPRequestHead) {
        var headers = HTTPHeaders()
        headers.add(name: "Allow", value: "GET, HEAD, POST, PATCH")
        answerAndClose(context: context, head: head, status: .methodNotAllowed, headers: headers, body: nil, reason: "this server is not a proxy")
    }

    /// Logs a refusal (rate-limited), answers it and ends the connection: the request's own
    /// exchange is recorded as closing, its body (if any) unread, and the connection reads away
    /// whatever the client sends after the answer.
    private func answerAndClose(
        context: ChannelHandlerContext, head: HTTPRequestHead, status: HTTPResponseStatus, headers: HTTPHeaders, body: ByteBuffer?, reason: String
    ) {
        let peer = context.channel.remoteAddress.map { " from \($0)" } ?? ""
        Self.refusals.refused("refused \(head.method.rawValue.prefix(20)) \(head.uri.prefix(200))\(peer) with \(status.code): \(reason)", logger: settings.logger)
        var headers = headers
        headers.add(name: "Connection", value: "close")
        exchanges.append(Exchange(version: head.version, closes: true, method: head.method.rawValue, path: ""))
        lingerAfterAnswer = true
        write(context: context, data: wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: status, headers: headers))), promise: nil)
        if let body { write(context: context, data: wrapOutboundOut(.body(.byteBuffer(body))), promise: nil) }
        write(context: context, data: wrapOutboundOut(.end(nil)), promise: nil)
        context.flush()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        // Taken here, not passed on: Hummingbird's own handling closes the connection before a
        // large answer has left (closing drops writes still queued).
        guard event is ChannelShouldQuiesceEvent else {
            if lingering, case ChannelEvent.inputClosed? = event as? ChannelEvent {
                // The client has read everything and closed: nothing can be lost now.
                finishClosing(context: context)
                return
            }
            if case ChannelEvent.inputClosed? = event as? ChannelEvent {
                // The client has sent all it will: finish the answer in progress, then close.
                inputEnded = true
                closeIfDone(context: context)
                return
            }
            context.fireUserInboundEventTriggered(event)
            return
        }
        guard !draining else { return }
        draining = true
        if settings.ledger.beginDrain() {
            settings.logger.notice(
                "shutting down: no new connections; answers in progress get \(Self.seconds(settings.gracePeriod)) s to finish")
        }
        closeIfDone(context: context)
        let isolated = context.eventLoop.assumeIsolated()
        graceDeadline = isolated.scheduleTask(in: settings.gracePeriod) { [self] in
            graceDeadline = nil
            guard context.channel.isActive else { return }
            // A connection has at most one answer in progress; requests queued behind it were
            // never going to be answered during a shutdown.
            if !exchanges.isEmpty || writesInFlight > 0 {
                settings.ledger.answerCut()
                let what = exchanges.first.map { "\($0.method) \($0.path)" } ?? lastAnswered
                settings.logger.warning(
                    "grace period of \(Self.seconds(settings.gracePeriod)) s over: cut the answer to \(what) (\(bytesQueued - bytesWritten) body bytes unsent)")
            }
            finishClosing(context: context)
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            stallCheck?.cancel()
            stallCheck = nil
        } else if stallCheck == nil {
            lastProgress = context.eventLoop.now
            scheduleStallCheck(context: context)
        }
        context.fireChannelWritabilityChanged()
    }

    // MARK: Answers

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if lingering {
            promise?.fail(ChannelError.outputClosed)
            return
        }
        switch unwrapOutboundIn(data) {
        case .head(var head) where parserRefusal != nil && head.status == .badRequest && head.headers["content-length"] == ["0"]:
            // Hummingbird's bare answer to a request the parser refused (a route's own 400, such
            // as an unreadable body, has a body and goes out as it is): say why, as every other
            // answer does.
            let body = ByteBuffer(string: Problem.badRequest(parserRefusal ?? "").text(instance: nil))
            parserRefusal = nil
            head.headers.replaceOrAdd(name: "content-type", value: "application/problem+json")
            head.headers.replaceOrAdd(name: "content-language", value: "en")
            head.headers.replaceOrAdd(name: "content-length", value: String(body.readableBytes))
            head.headers.replaceOrAdd(name: "connection", value: "close")
            refusalBody = body
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .head(var head):
            // Informational answers (100 Continue) do not end an exchange.
            if head.status.code >= 200, let exchange = exchanges.first {
                if !exchange.requestEnded {
                    // Answered before its body was read: the last answer of the connection, which
                    // then reads the body away so that the client can read this answer.
                    exchanges[0].closes = true
                    lingerAfterAnswer = true
                }
                // An HTTP/1.0 client cannot read a chunked answer; answer in its version.
                head.version = exchange.version
                if exchange.closes || draining || lingerAfterAnswer {
                    head.headers.replaceOrAdd(name: "connection", value: "close")
                } else if exchange.version == .http1_0 {
                    head.headers.replaceOrAdd(name: "connection", value: "keep-alive")
                }
            }
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .body(.byteBuffer(var buffer)):
            while buffer.readableBytes > Self.sliceBytes, let slice = buffer.readSlice(length: Self.sliceBytes) {
                tracked(context: context, part: .body(.byteBuffer(slice)), bytes: slice.readableBytes, promise: nil)
            }
            tracked(context: context, part: .body(.byteBuffer(buffer)), bytes: buffer.readableBytes, promise: promise)
        case .body(let other):
            tracked(context: context, part: .body(other), bytes: other.readableBytes, promise: promise)
        case .end(let trailers):
            if let body = refusalBody {
                refusalBody = nil
                tracked(context: context, part: .body(.byteBuffer(body)), bytes: body.readableBytes, promise: nil)
            }
            if !exchanges.isEmpty {
                let exchange = exchanges.removeFirst()
                lastAnswered = "\(exchange.method) \(exchange.path)"
                // This answer ends the connection: requests pipelined behind it are not answered
                // (the client sees the connection close after a complete answer, and sends them
                // again elsewhere). While draining, every answer is the last of its connection.
                if exchange.closes || draining { exchanges.removeAll() }
            }
            tracked(context: context, part: .end(trailers), bytes: 0, promise: promise)
        }
    }

    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        guard event is SendContinue else {
            context.triggerUserOutboundEvent(event, promise: promise)
            return
        }
        let version = exchanges.first?.version ?? .http1_1
        // An HTTP/1.0 client does not know 100 Continue (RFC 9110 §10.1.1) and sends its body anyway.
        guard version != .http1_0 else {
            promise?.succeed(())
            return
        }
        let head = HTTPResponseHead(version: version, status: .continue)
        context.writeAndFlush(wrapOutboundOut(.head(head)), promise: promise)
    }

    /// Writes `part`, counting it until the socket has taken it.
    private func tracked(context: ChannelHandlerContext, part: HTTPServerResponsePart, bytes: Int, promise: EventLoopPromise<Void>?) {
        let done = context.eventLoop.makePromise(of: Void.self)
        writesInFlight += 1
        bytesQueued += bytes
        done.futureResult.assumeIsolated().whenComplete { [self] result in
            writesInFlight -= 1
            if case .success = result {
                bytesWritten += bytes
                lastProgress = context.eventLoop.now
            }
            closeIfDone(context: context)
        }
        if let promise { done.futureResult.cascade(to: promise) }
        context.write(wrapOutboundOut(part), promise: done)
    }

    /// While draining, or after answering a request whose body was not read: once no answer is
    /// pending and every byte is with the kernel, closes the output (the FIN follows the last
    /// byte) and reads until the client closes; closing at once with a request still unread
    /// would reset the connection and lose the answer's last bytes.
    private func closeIfDone(context: ChannelHandlerContext) {
        if inputEnded, !lingering, exchanges.isEmpty, writesInFlight == 0, context.channel.isActive {
            // Every answer the client can still get has been written, and it will send nothing more.
            finishClosing(context: context)
            return
        }
        guard draining || lingerAfterAnswer, !lingering, exchanges.isEmpty, writesInFlight == 0, context.channel.isActive else { return }
        lingering = true
        if lingerAfterAnswer, !draining {
            lingerDeadline = context.eventLoop.assumeIsolated().scheduleTask(in: Self.lingerTime) { [self] in
                lingerDeadline = nil
                cutLinger(context: context, why: "\(Self.seconds(Self.lingerTime)) s")
            }
        }
        let closed = context.eventLoop.makePromise(of: Void.self)
        closed.futureResult.assumeIsolated().whenFailure { [self] _ in
            // Output already closed (an HTTP/1.0 answer) or half-closure unsupported: the read
            // side decides, or a full close when there is nothing to wait for.
            if !context.channel.isActive { return }
            if case .some(true) = try? context.channel.syncOptions?.getOption(ChannelOptions.allowRemoteHalfClosure) {
                return
            }
            finishClosing(context: context)
        }
        context.close(mode: .output, promise: closed)
        stopParsing(context: context)
        context.read()
    }

    /// Puts a ``LingerSink`` before the HTTP decoder while lingering: what the client still
    /// sends is dropped as bytes, at the cost of a read, where parsing it (a million one-byte
    /// chunks) cost CPU per piece.
    private func stopParsing(context: ChannelHandlerContext) {
        let sink = LingerSink { [self] bytes in dropped(bytes, context: context) }
        try? context.pipeline.syncOperations.addHandler(sink, position: .first)
    }

    /// Counts what a lingering connection dropped; past ``lingerBytes`` the connection is cut.
    private func dropped(_ bytes: Int, context: ChannelHandlerContext) {
        guard lingerDeadline != nil else { return }
        droppedBytes += bytes
        if droppedBytes > Self.lingerBytes { cutLinger(context: context, why: "more than \(Self.lingerBytes) bytes") }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        // Keeps the socket read while lingering, whatever the layers above want.
        if lingering { context.read() } else { context.fireChannelReadComplete() }
    }

    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        guard lingering || lingerAfterAnswer, mode == .all, context.channel.isActive else {
            context.close(mode: mode, promise: promise)
            return
        }
        // Hummingbird closes when its loop ends; while lingering that waits for the client.
        if let promise {
            if let deferredClose { deferredClose.futureResult.cascade(to: promise) } else { deferredClose = promise }
        } else if deferredClose == nil {
            deferredClose = context.eventLoop.makePromise()
        }
    }

    /// Ends lingering after an answer to an unread body, before the client closed: the rest of
    /// its body is cut (the client may see a reset), and the log says so.
    private func cutLinger(context: ChannelHandlerContext, why: String) {
        lingerDeadline?.cancel()
        lingerDeadline = nil
        guard context.channel.isActive else { return }
        settings.logger.warning(
            "closed a connection still sending the body of \(lastAnswered) after its answer: dropped \(droppedBytes) bytes, stopped after \(why)")
        finishClosing(context: context)
    }

    /// The full close, when lingering is over (the client closed, or the grace period ended).
    private func finishClosing(context: ChannelHandlerContext) {
        let promise = deferredClose
        deferredClose = nil
        lingering = false
        lingerAfterAnswer = false
        lingerDeadline?.cancel()
        lingerDeadline = nil
        context.close(mode: .all, promise: promise)
    }

    private func scheduleStallCheck(context: ChannelHandlerContext) {
        let deadline = lastProgress + settings.sendTimeout
        stallCheck = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) { [self] in
            stallCheck = nil
            guard context.channel.isActive, !context.channel.isWritable else { return }
            if context.eventLoop.now < lastProgress + settings.sendTimeout {
                scheduleStallCheck(context: context)
                return
            }
            settings.ledger.readerStalled()
            let what = exchanges.first.map { "\($0.method) \($0.path)" } ?? lastAnswered
            settings.logger.warning(
                "closed a connection whose client read nothing for \(Self.seconds(settings.sendTimeout)) s (\(what), \(bytesQueued - bytesWritten) body bytes unsent)")
            context.close(promise: nil)
        }
    }

    private static func seconds(_ amount: TimeAmount) -> String {
        let milliseconds = amount.nanoseconds / 1_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000)" : "\(Double(milliseconds) / 1000)"
    }
}

/// First in the pipeline of a lingering connection: drops every byte the client still sends
/// before any parsing, telling the guard how many.
final class LingerSink: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer

    private let onBytes: (Int) -> Void

    init(onBytes: @escaping (Int) -> Void) {
        self.onBytes = onBytes
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        onBytes(unwrapInboundIn(data).readableBytes)
    }
}

extension String {
    /// Without the spaces and tabs around it, as a header's value is compared.
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[first...last]
    }
}
