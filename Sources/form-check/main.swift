#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// A closed pipe (`form-check ... | head`) should end the program quietly, not kill it.
signal(SIGPIPE, SIG_IGN)
let io = CommandIO.standard
let status = FormCheck.run(arguments: Array(CommandLine.arguments.dropFirst()), io: io)
io.flush()
exit(status)
