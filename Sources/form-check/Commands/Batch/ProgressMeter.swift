#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Progress of a long NDJSON run on standard error: bytes and lines done, rate, elapsed time,
/// time left when the size is known, and the running counts.
///
/// On a terminal the line is redrawn in place a few times a second and erased at the end; with
/// `--progress` and no terminal (a CI log), a plain line is written every few seconds. Nothing
/// shows in the first second, so short runs print exactly what they printed before.
struct ProgressMeter {
    enum Mode {
        case off, terminal, plain
    }

    let mode: Mode
    let io: CommandIO
    /// The bytes the run will read, when known (a file, not a pipe).
    let totalBytes: Int?
    private let start = ContinuousClock.now
    private var lastDraw: ContinuousClock.Instant?
    private var calls = 0
    private var visible = false
    private let width: Int

    init(mode: Mode, io: CommandIO, totalBytes: Int?) {
        self.mode = mode
        self.io = io
        self.totalBytes = totalBytes
        width = mode == .terminal ? ProgressMeter.terminalWidth() : .max
    }

    var isOn: Bool { mode != .off }

    /// For runs that call once a line: looks at the clock only every 4096 calls.
    @inline(__always)
    mutating func lineDone(bytes: Int, lines: Int, valid: Int, invalid: Int) {
        calls &+= 1
        if calls & 4095 == 0 { update(bytes: bytes, lines: lines, valid: valid, invalid: invalid) }
    }

    /// Redraws when the run is over a second old and the last drawing is old enough.
    mutating func update(bytes: Int, lines: Int, valid: Int, invalid: Int) {
        guard mode != .off else { return }
        let now = ContinuousClock.now
        let elapsed = now - start
        guard elapsed >= .seconds(1) else { return }
        if let lastDraw, now - lastDraw < (mode == .terminal ? .milliseconds(250) : .seconds(5)) { return }
        lastDraw = now
        var text = Self.describe(bytes: bytes, total: totalBytes, lines: lines, valid: valid, invalid: invalid, elapsed: elapsed)
        if mode == .terminal {
            if text.count >= width { text = String(text.prefix(max(1, width - 1))) }
            io.writeError("\r" + text + "\u{1B}[K")
            visible = true
        } else {
            io.err("progress: " + text)
        }
    }

    /// Erases the progress line, so that what follows starts on a clean line.
    mutating func finish() {
        if visible { io.writeError("\r\u{1B}[K") }
        visible = false
    }

    /// `412.3/1063.0 MB (38%), 1843201 lines, 151.2 MB/s, 0:02 elapsed, 0:04 left, valid=1790012 invalid=53189`
    static func describe(bytes: Int, total: Int?, lines: Int, valid: Int, invalid: Int, elapsed: Duration) -> String {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = seconds > 0 ? Double(bytes) / seconds : 0
        var parts: [String] = []
        if let total, total > 0 {
            parts.append("\(megabytes(bytes))/\(megabytes(total)) MB (\(min(100, bytes * 100 / total))%)")
        } else {
            parts.append("\(megabytes(bytes)) MB")
        }
        parts.append("\(lines) lines")
        parts.append("\(megabytes(Int(rate))) MB/s")
        parts.append("\(clock(seconds)) elapsed")
        if let total, rate > 0 { parts.append("\(clock(Double(max(0, total - bytes)) / rate)) left") }
        parts.append("valid=\(valid) invalid=\(invalid)")
        return parts.joined(separator: ", ")
    }

    /// Megabytes (10^6 bytes) with one decimal.
    static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes + 50_000) / 100_000
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// `m:ss`, or `h:mm:ss` from an hour.
    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
        let pad = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(pad(minutes)):\(pad(rest))" : "\(minutes):\(pad(rest))"
    }

    /// Columns of the terminal on standard error (80 when unknown).
    private static func terminalWidth() -> Int {
        var size = winsize()
        guard ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
