import Hummingbird
import HTTPTypes

/// What a request no route takes gets: 405 with `Allow` on a path that exists (a form, the
/// health check), a `not-found` problem document anywhere else; for HEAD, the same status and
/// headers without the body.
struct RouteFallback<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            let path = request.uri.path
            let instance = path.count > 200 ? String(path.prefix(200)) + "..." : path
            var response: Response
            if let allowed = Self.allowedMethods(at: path) {
                response = Problem.methodNotAllowed(request.method.rawValue, allowed: allowed).response(instance: instance)
                response.headers[.allow] = allowed
            } else {
                response = Problem.routeNotFound().response(instance: instance)
            }
            return request.method == .head ? response.createHeadResponse() : response
        }
    }

    /// The methods the server's routes take at `path` (the value of `Allow`), or `nil` when no
    /// route has that path.
    static func allowedMethods(at path: String) -> String? {
        if path == "/health" { return "GET, HEAD" }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard segments.count >= 3, segments[0].isEmpty, segments[1] == "forms", !segments[2].isEmpty else { return nil }
        if segments.count == 3 { return "GET, HEAD, POST, PATCH" }
        // The live form's script and style sheet, and its field states.
        if segments.count == 4, segments[2] == "assets", !segments[3].isEmpty { return "GET, HEAD" }
        if segments.count == 4, segments[3] == "state" { return "POST" }
        return nil
    }
}
