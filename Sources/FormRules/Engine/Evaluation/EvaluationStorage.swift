#if hasFeature(Embedded)
/// Embedded Swift has no C library module; wasi-libc defines `memset`, declared here.
@_extern(c) @discardableResult
private func memset(_ destination: UnsafeMutableRawPointer, _ byte: Int32, _ count: Int) -> UnsafeMutableRawPointer
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Working storage of an evaluation, reused from one submission to the next: buffers of one
/// value per field, allocated once; the byte source's buffers beside the evaluation's own.
///
/// A class, so that a validation does not move arrays in and out of the validator; a validator
/// that is copied makes its own before using it (``FormValidator/storageForUse()``),
/// so copies never share it.
final class EvaluationStorage: @unchecked Sendable {
    /// What the evaluation knows of each field.
    let work: UnsafeMutableBufferPointer<FieldWork>
    /// The byte source's values: as found by the scanner, and as the rules see them (trimmed).
    let submitted: UnsafeMutableBufferPointer<RawValue>
    let values: UnsafeMutableBufferPointer<RawValue>
    let seenNodes: UnsafeMutableBufferPointer<Bool>
    /// Strings that had escapes, unescaped by the scanner.
    ///
    /// These arrays change on every line, so they sit behind pointers: every use of a class's
    /// `var` is checked for exclusive access at run time, a pointer's memory is not (the
    /// storage is used by one validation at a time; see ``FormValidator/validateBytes(_:limits:)``).
    let arena = EvaluationStorage.allocate([UInt8]())
    /// The scanner's undeclared keys (start and length), and the undeclared members it found
    /// (with their node) when they are reported.
    let unknownKeys = EvaluationStorage.allocate([(start: Int, count: Int)]())
    let unknownMembers = EvaluationStorage.allocate([(node: Int, start: Int, count: Int)]())
    /// The field of each problem found, in order.
    let issueFields = EvaluationStorage.allocate([Int]())

    /// The one block the four per-field buffers are carved from, so that the byte path
    /// clears them all with one `memset` per submission (``clearAll()``).
    private let block: UnsafeMutableRawPointer
    private let blockSize: Int

    init(fields: Int, nodes: Int) {
        let rawValues = fields * MemoryLayout<RawValue>.stride
        let works = fields * MemoryLayout<FieldWork>.stride
        // RawValue's alignment is the strictest of the three; the works and flags follow it.
        blockSize = 2 * rawValues + works + nodes
        block = .allocate(byteCount: max(1, blockSize), alignment: MemoryLayout<RawValue>.alignment)
        submitted = Self.carve(block, count: fields, as: RawValue(), at: 0)
        values = Self.carve(block, count: fields, as: RawValue(), at: rawValues)
        work = Self.carve(block, count: fields, as: FieldWork(), at: 2 * rawValues)
        seenNodes = Self.carve(block, count: nodes, as: false, at: 2 * rawValues + works)
    }

    private static func carve<Element>(
        _ block: UnsafeMutableRawPointer, count: Int, as initial: Element, at offset: Int
    ) -> UnsafeMutableBufferPointer<Element> {
        let start = (block + offset).bindMemory(to: Element.self, capacity: count)
        let buffer = UnsafeMutableBufferPointer(start: start, count: count)
        buffer.initialize(repeating: initial)
        return buffer
    }

    /// Clears every per-field buffer (all zero bytes is each element's cleared state).
    @inline(__always)
    func clearAll() {
        memset(block, 0, blockSize)
    }

    /// Clears a buffer of plain values: all zero bytes is each element's cleared state.
    @inline(__always)
    static func zero<Element: BitwiseCopyable>(_ buffer: UnsafeMutableBufferPointer<Element>) {
        guard let base = buffer.baseAddress else { return }
        memset(base, 0, buffer.count * MemoryLayout<Element>.stride)
    }

    private static func allocate<Value>(_ value: Value) -> UnsafeMutablePointer<Value> {
        let pointer = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        pointer.initialize(to: value)
        return pointer
    }

    private static func free<Value>(_ pointer: UnsafeMutablePointer<Value>) {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }

    deinit {
        EvaluationStorage.free(arena)
        EvaluationStorage.free(unknownKeys)
        EvaluationStorage.free(unknownMembers)
        EvaluationStorage.free(issueFields)
        block.deallocate()
    }
}

