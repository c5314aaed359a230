/// A growable stack of values with move-in, move-out semantics, reused across documents.
///
/// The parser pushes every member of every open container here and, when a container closes,
/// moves its members out into the container's array in one step: no per-append uniqueness or
/// capacity checks, and no copy followed by a destroy as with slicing a Swift array.
///
/// Not `Sendable` and not shared: each parser owns its stacks.
final class ScratchStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
        base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    func push(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The top element, to change in place (a value moved in is not copied).
    @inline(__always)
    var top: UnsafeMutablePointer<Element> { base + (count - 1) }

    /// The elements from `start` to the top, moved into an array and popped.
    ///
    /// Appended one by one to reserved storage: `Array(unsafeUninitializedCapacity:)` allocates
    /// through an unspecialized path that looks up the storage class's metadata on every call,
    /// which costs more than the appends.
    @inline(__always)
    func popArray(from start: Int) -> [Element] {
        var array: [Element] = []
        array.reserveCapacity(count - start)
        for index in start..<count { array.append((base + index).move()) }
        count = start
        return array
    }

    /// Drops everything, keeping the storage.
    func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    /// Drops the elements from `start` to the top.
    func truncate(to start: Int) {
        (base + start).deinitialize(count: count - start)
        count = start
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        set { base[index] = newValue }
    }

    /// Removes the element at `index`, shifting the ones above it down.
    func remove(at index: Int) {
        (base + index).deinitialize(count: 1)
        (base + index).moveInitialize(from: base + index + 1, count: count - index - 1)
        count -= 1
    }

    /// Read-only access to the elements from `start` to the top.
    @inline(__always)
    func withTop<Result>(from start: Int, _ body: (UnsafeBufferPointer<Element>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base + start, count: count - start))
    }

    private func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
