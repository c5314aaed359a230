/// One use of a rule of the project, made for one field: the code its problems carry and the
/// check its values go through. A value rather than an `any CustomRule`, so that the engine
/// stores and calls it alike natively and as Embedded Swift (WebAssembly), which cannot store an
/// existential of a protocol that is not class-bound.
struct CustomCheck: Sendable {
    let code: RuleCode
    let check: @Sendable (FormValue) -> CustomRuleFailure?
}
