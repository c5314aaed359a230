import Hummingbird
import HTTPTypes
import Logging

/// Logs one line per request once it is answered: method, path, status, the language of the
/// answer when it has one, and the time taken.
///
/// ```
/// ... info formrules-backend: hb.request.id=... POST /forms/login 422 ru 0.21 ms
/// ```
struct RequestLog<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, status: response.status.code, language: response.headers[.contentLanguage], since: start, context: context)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            log(request, status: status, language: nil, since: start, context: context)
            throw error
        }
    }

    private func log(_ request: Request, status: Int, language: String?, since start: ContinuousClock.Instant, context: Context) {
        let elapsed = ContinuousClock.now - start
        let microseconds = elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000
        let fraction = String(microseconds % 1000)
        let milliseconds = "\(microseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) ms"
        let path = request.uri.path.count > 200 ? String(request.uri.path.prefix(200)) + "..." : request.uri.path
        context.logger.info("\(request.method.rawValue) \(path) \(status)\(language.map { " " + $0 } ?? "") \(milliseconds)")
    }
}
