#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a POSIX mutex.
///
/// Not `Synchronization.Mutex`: with it (Swift 6.3.1, Linux) the thread sanitizer reported
/// accesses made while holding the lock as races, as it does not see its futex-based locking;
/// it understands a `pthread_mutex_t`, so CI can check the batch pipeline under it.
///
/// `@unchecked Sendable` is safe because `value` is only ever read or written inside
/// ``withLock(_:)``, between `pthread_mutex_lock` and `pthread_mutex_unlock` of the one mutex
/// this object owns, so no two threads access it at the same time, and the mutex orders every
/// access after the previous one. The mutex lives at a fixed address (allocated once, never
/// moved) as POSIX requires.
package final class LockedState<Value>: @unchecked Sendable {
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init(_ value: Value) {
        self.value = value
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body(&value)
    }
}
