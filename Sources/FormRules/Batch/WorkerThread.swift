#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX thread running one closure, joined by ``join()``.
///
/// A dedicated thread rather than a Dispatch queue: batch workers block while they wait for
/// work, and a fixed number of them must run at once whatever the pool decides.
struct WorkerThread {
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    private let thread: pthread_t

    /// Starts `run` on a new thread with an 8 MiB stack (the main thread's usual size: deep
    /// documents recurse as deep there); nil when the system cannot start one.
    init?(_ run: @escaping @Sendable () -> Void) {
        let attributes = UnsafeMutablePointer<pthread_attr_t>.allocate(capacity: 1)
        pthread_attr_init(attributes)
        defer {
            pthread_attr_destroy(attributes)
            attributes.deallocate()
        }
        pthread_attr_setstacksize(attributes, 8 << 20)
        let context = Unmanaged.passRetained(Body(run)).toOpaque()
        #if canImport(Darwin)
        var id: pthread_t?
        #else
        var id = pthread_t()
        #endif
        let status = pthread_create(&id, attributes, { raw in
            Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
        #if canImport(Darwin)
        thread = id!
        #else
        thread = id
        #endif
    }

    /// Waits for the closure to return.
    func join() {
        pthread_join(thread, nil)
    }
}
