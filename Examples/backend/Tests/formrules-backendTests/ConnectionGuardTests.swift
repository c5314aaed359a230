import Logging
import NIOCore
import NIOEmbedded
import NIOHTTP1
import Testing

@testable import formrules_backend

/// The connection guard in an embedded channel, whose clock the tests move.
struct ConnectionGuardTests {
    static let grace = TimeAmount.seconds(10)
    static let sendTimeout = TimeAmount.seconds(5)

    /// A connected channel with only the guard, and the ledger it reports to.
    static func makeChannel() throws -> (EmbeddedChannel, ConnectionLedger) {
        let ledger = ConnectionLedger()
        let settings = ConnectionGuard.Settings(gracePeriod: grace, sendTimeout: sendTimeout, ledger: ledger, logger: Logger(label: "test"))
        let channel = EmbeddedChannel(handler: ConnectionGuard(settings: settings), loop: EmbeddedEventLoop())
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return (channel, ledger)
    }

    /// A request head, with the Host every HTTP/1.1 request has unless `host` is false.
    static func request(_ version: HTTPVersion, _ headers: HTTPHeaders = [:], host: Bool = true) -> HTTPServerRequestPart {
        var headers = headers
        if host { headers.add(name: "Host", value: "127.0.0.1") }
        return .head(HTTPRequestHead(version: version, method: .POST, uri: "/forms/login", headers: headers))
    }

    /// Sends a request head in, and its end unless `ended` is false (a body still to come), and
    /// returns the head Hummingbird would see.
    static func passedOn(_ part: HTTPServerRequestPart, through channel: EmbeddedChannel, ended: Bool = true) throws -> HTTPRequestHead? {
        try channel.writeInbound(part)
        guard case .head(let head)? = try channel.readInbound(as: HTTPServerRequestPart.self) else { return nil }
        if ended {
            try channel.writeInbound(HTTPServerRequestPart.end(nil))
            _ = try channel.readInbound(as: HTTPServerRequestPart.self)
        }
        return head
    }

    /// Writes an answer's head and returns it as it leaves.
    static func answered(on channel: EmbeddedChannel, status: HTTPResponseStatus = .ok) throws -> HTTPResponseHead? {
        try channel.writeOutbound(HTTPServerResponsePart.head(HTTPResponseHead(version: .http1_1, status: status)))
        guard case .head(let head)? = try channel.readOutbound(as: HTTPServerResponsePart.self) else { return nil }
        return head
    }

    struct ConnectionCase: Sendable, CustomTestStringConvertible {
        var version: HTTPVersion
        var headers: [(String, String)]
        var closes: Bool
        var testDescription: String { "HTTP/\(version.major).\(version.minor) \(headers)" }
    }

    @Test(arguments: [
        ConnectionCase(version: .http1_0, headers: [], closes: true),
        ConnectionCase(version: .http1_0, headers: [("Connection", "keep-alive")], closes: false),
        ConnectionCase(version: .http1_1, headers: [], closes: false),
        ConnectionCase(version: .http1_1, headers: [("Connection", "Close")], closes: true),
        ConnectionCase(version: .http1_1, headers: [("Expect", "100-continue")], closes: true),
    ])
    func theLastAnswerOfAConnectionSaysConnectionCloseInTheRequestsVersion(_ example: ConnectionCase) throws {
        let (channel, _) = try Self.makeChannel()
        let head = try #require(try Self.passedOn(Self.request(example.version, HTTPHeaders(example.headers)), through: channel))
        #expect((head.headers["connection"].first == "close") == example.closes)
        let answer = try #require(try Self.answered(on: channel))
        #expect(answer.version == example.version)
        #expect((answer.headers["connection"].first == "close") == example.closes)
    }

    /// A 413 on the announced length, or a 404 before the body: the client's body is still on
    /// its way, so this answer is the connection's last, and what follows it is read and dropped.
    @Test(arguments: [HTTPResponseStatus.payloadTooLarge, .notFound, .unsupportedMediaType])
    func anAnswerBeforeTheBodyIsReadEndsTheConnection(status: HTTPResponseStatus) throws {
        let (channel, _) = try Self.makeChannel()
        _ = try Self.passedOn(Self.request(.http1_1, ["Content-Length": "10000000"]), through: channel, ended: false)
        let answer = try #require(try Self.answered(on: channel, status: status))
        #expect(answer.headers["connection"].first == "close")
        try channel.writeOutbound(HTTPServerResponsePart.end(nil))
        if channel.isActive {
            // Lingering: the rest of the body is dropped, never passed on as a request's.
            try channel.writeInbound(HTTPServerRequestPart.body(ByteBuffer(repeating: 0x78, count: 1000)))
            #expect(try channel.readInbound(as: HTTPServerRequestPart.self) == nil)
        }
    }

    /// RFC 9112 §3.2: an HTTP/1.1 request without exactly one Host gets a 400 problem document
    /// from the guard itself; it never reaches a route.
    @Test(arguments: [0, 2])
    func anHTTP11RequestNeedsExactlyOneHost(hosts: Int) throws {
        let (channel, _) = try Self.makeChannel()
        var headers = HTTPHeaders()
        for index in 0..<hosts { headers.add(name: "Host", value: "host\(index)") }
        try channel.writeInbound(Self.request(.http1_1, headers, host: false))
        #expect(try channel.readInbound(as: HTTPServerRequestPart.self) == nil)
        guard case .head(let head)? = try channel.readOutbound(as: HTTPServerResponsePart.self) else {
            Issue.record("no answer")
            return
        }
        #expect(head.status == .badRequest)
        #expect(head.headers["content-type"] == ["application/problem+json"])
        #expect(head.headers["connection"] == ["close"])
        guard case .body(.byteBuffer(let body))? = try channel.readOutbound(as: HTTPServerResponsePart.self) else {
            Issue.record("no body")
            return
        }
        #expect(String(buffer: body).contains("Host"))
    }

    @Test func anAnswerAfterTheBodyKeepsTheConnection() throws {
        let (channel, _) = try Self.makeChannel()
        _ = try Self.passedOn(Self.request(.http1_1, ["Content-Length": "2"]), through: channel)
        let answer = try #require(try Self.answered(on: channel, status: .unprocessableEntity))
        #expect(answer.headers["connection"].first == nil)
    }

    @Test(arguments: [(HTTPVersion.http1_1, true), (HTTPVersion.http1_0, false)])
    func continueIsSentOnlyToClientsThatCanReadIt(version: HTTPVersion, sent: Bool) throws {
        let (channel, _) = try Self.makeChannel()
        _ = try Self.passedOn(Self.request(version, ["Expect": "100-continue"]), through: channel)
        try channel.triggerUserOutboundEvent(ConnectionGuard.SendContinue()).wait()
        let part = try channel.readOutbound(as: HTTPServerResponsePart.self)
        if case .head(let head)? = part {
            #expect(sent && head.status == .continue)
        } else {
            #expect(!sent && part == nil)
        }
    }

    @Test func anIdleConnectionClosesWhenTheServerQuiesces() throws {
        let (channel, ledger) = try Self.makeChannel()
        channel.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
        #expect(!channel.isActive)
        #expect(ledger.snapshot.cut == 0)
    }

    @Test func anAnswerInProgressFinishesBeforeTheConnectionCloses() throws {
        let (channel, ledger) = try Self.makeChannel()
        _ = try Self.passedOn(Self.request(.http1_1), through: channel)
        channel.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
        #expect(channel.isActive)
        let head = try #require(try Self.answered(on: channel))
        #expect(head.headers["connection"].first == "close")
        try channel.writeOutbound(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(repeating: 1, count: 200_000))))
        #expect(channel.isActive)
        try channel.writeOutbound(HTTPServerResponsePart.end(nil))
        #expect(!channel.isActive)
        #expect(ledger.snapshot.cut == 0)
    }

    @Test func anAnswerStillUnfinishedWhenTheGracePeriodEndsIsCutAndCounted() throws {
        let (channel, ledger) = try Self.makeChannel()
        _ = try Self.passedOn(Self.request(.http1_1), through: channel)
        channel.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
        channel.embeddedEventLoop.advanceTime(by: Self.grace - .milliseconds(1))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(1))
        #expect(!channel.isActive)
        #expect(ledger.snapshot.cut == 1)
    }

    @Test func bodiesLeaveInSlicesSoThatProgressShows() throws {
        let (channel, _) = try Self.makeChannel()
        _ = try Self.passedOn(Self.request(.http1_1), through: channel)
        _ = try Self.answered(on: channel)
        let size = ConnectionGuard.sliceBytes * 3 + 10
        try channel.writeOutbound(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(repeating: 7, count: size))))
        var sizes: [Int] = []
        while case .body(.byteBuffer(let slice))? = try channel.readOutbound(as: HTTPServerResponsePart.self) {
            sizes.append(slice.readableBytes)
        }
        #expect(sizes == [ConnectionGuard.sliceBytes, ConnectionGuard.sliceBytes, ConnectionGuard.sliceBytes, 10])
    }

    @Test func aClientThatReadsNothingForTheSendTimeoutIsDisconnected() throws {
        let (channel, ledger) = try Self.makeChannel()
        _ = try Self.passedOn(Self.request(.http1_1), through: channel)
        _ = try Self.answered(on: channel)
        channel.isWritable = false
        channel.pipeline.fireChannelWritabilityChanged()
        channel.embeddedEventLoop.advanceTime(by: Self.sendTimeout - .milliseconds(1))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(1))
        #expect(!channel.isActive)
        #expect(ledger.snapshot.stalled == 1)
    }

    @Test func aClientThatReadsAgainBeforeTheSendTimeoutKeepsItsConnection() throws {
        let (channel, ledger) = try Self.makeChannel()
        _ = try Self.passedOn(Self.request(.http1_1), through: channel)
        _ = try Self.answered(on: channel)
        channel.isWritable = false
        channel.pipeline.fireChannelWritabilityChanged()
        channel.embeddedEventLoop.advanceTime(by: Self.sendTimeout - .seconds(1))
        channel.isWritable = true
        channel.pipeline.fireChannelWritabilityChanged()
        channel.embeddedEventLoop.advanceTime(by: Self.sendTimeout * 3)
        #expect(channel.isActive)
        #expect(ledger.snapshot.stalled == 0)
    }
}
