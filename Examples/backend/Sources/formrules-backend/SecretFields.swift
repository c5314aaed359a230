import FormRules

/// The fields of a form whose values must never leave the server: passwords. They are removed
/// from what a 200 answer echoes, whatever the engine's normalized output holds.
struct SecretFields: Sendable {
    /// Each secret field's name split at its dots (`account.password` → `["account", "password"]`).
    let paths: [[String]]

    init(_ spec: FormSpec) {
        paths = spec.fields.filter { $0.type == .password }.map { $0.name.split(separator: ".").map(String.init) }
    }

    /// `value` without the secret fields.
    func removed(from value: FormValue) -> FormValue {
        paths.reduce(value) { value, path in Self.removing(path[...], from: value) }
    }

    private static func removing(_ path: ArraySlice<String>, from value: FormValue) -> FormValue {
        guard case .object(var object) = value, let first = path.first else { return value }
        if path.count == 1 {
            object[first] = nil
        } else if let inner = object[first] {
            object[first] = removing(path.dropFirst(), from: inner)
        }
        return .object(object)
    }
}
