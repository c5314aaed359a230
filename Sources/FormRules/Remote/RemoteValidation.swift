/// A form with its remote checks: local rules first, then, only when they all pass, every
/// remote check at once, each within a time limit.
///
/// A check that runs out of time, or throws, becomes a problem like any other, filed under the
/// check's ``RemoteCheck/field`` with the field's label as argument (or, with no arguments, under
/// the form as a whole):
///
/// | outcome                          | rule and message key |
/// |----------------------------------|----------------------|
/// | no answer within ``timeout``     | `remote.timeout`     |
/// | the check threw                  | `remote.unavailable` |
/// | the calling task was cancelled   | `remote.cancelled`   |
///
/// so a report is never valid unless every check answered. Cancelling the calling task
/// cancels the running checks at once.
///
/// ```swift
/// let signup = RemoteValidation(form: form, checks: [ReleaseNotSignedYet(releases: service)],
///                               timeout: .seconds(2))
/// let report = await signup.validate(submission, context: context)
/// report.issues.map(\.messageKey)  // ["release.alreadySigned"] or ["remote.timeout"]
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct RemoteValidation: Sendable {
    /// The form whose local rules run first.
    public var form: CompiledForm
    /// The remote checks, in the order their problems are reported.
    public var checks: [any RemoteCheck]
    /// How long each check may take; zero or less reports every check as timed out without
    /// running it.
    public var timeout: Duration
    /// The clock that measures ``timeout``: `ContinuousClock` unless a test supplies one it
    /// advances itself.
    public var clock: any Clock<Duration>
    /// The implementations of the remote checks the spec declares (``FieldSpec/remote``).
    /// A declared check it lacks is reported as `remote.unavailable` (and refused up front by
    /// ``init(form:registry:checks:timeout:clock:)``).
    public var registry: RemoteCheckRegistry

    /// The rule codes (and message keys) of checks that did not answer.
    public enum FailureRule {
        /// A check did not answer in time.
        public static let timeout = "remote.timeout"
        /// A check threw an error.
        public static let unavailable = "remote.unavailable"
        /// The calling task was cancelled before the check answered.
        public static let cancelled = "remote.cancelled"
    }

    /// - Parameters:
    ///   - clock: Measures the timeout; tests pass a clock they advance by hand.
    public init(form: CompiledForm, checks: [any RemoteCheck], timeout: Duration, clock: any Clock<Duration> = ContinuousClock()) {
        self.form = form
        self.checks = checks
        self.timeout = timeout
        self.clock = clock
        registry = RemoteCheckRegistry()
    }

    /// A form whose spec declares remote checks, with their implementations: each declared
    /// check runs for a field that is available, has a value and passed every local rule
    /// (whatever the other fields did), at once with `checks`, within `timeout`.
    ///
    /// ```swift
    /// let signing = try RemoteValidation(form: form, registry: checks, timeout: .seconds(2))
    /// let report = await signing.validate(submission, context: context)
    /// report.issues.map(\.rule)  // ["release.alreadySigned"] for an email that signed before
    /// ```
    /// - Throws: ``SpecError`` `unknownRemoteCheck` (with its JSON Pointer and a suggestion)
    ///   for the first check the spec declares that `registry` lacks: loud at start-up.
    public init(
        form: CompiledForm, registry: RemoteCheckRegistry, checks: [any RemoteCheck] = [], timeout: Duration,
        clock: any Clock<Duration> = ContinuousClock()
    ) throws(SpecError) {
        if let missing = registry.missingChecks(in: form).first { throw missing }
        self.init(form: form, checks: checks, timeout: timeout, clock: clock)
        self.registry = registry
    }

    /// Validates a submission: the local rules, then the remote checks if the local rules pass.
    ///
    /// - Returns: The local report with, when it has no problems, the problems of ``checks``
    ///   appended in their order, and then those of the spec's declared checks that were due,
    ///   in spec order (a declared check answered from a set, ``RemoteCheckRegistry/answers``,
    ///   among the local problems).
    public func validate(_ submission: FormValue, context: ValidationContext) async -> ValidationReport {
        var local = context
        local.includeNormalized = true  // the checks need it
        if !registry.answers.isEmpty { local.remoteAnswers = registry.answers.merging(context.remoteAnswers) }
        var validator = form.makeValidator(context: local)
        var report = validator.validate(submission)
        let declared = validator.remoteChecksDue.map { DeclaredRemoteCheck(request: $0, check: registry.checks[$0.check]) }
        let checks: [any RemoteCheck] = (report.isValid ? self.checks : []) + declared
        guard !checks.isEmpty, let normalized = report.normalized else {
            if !context.includeNormalized { report.normalized = nil }
            return report
        }
        if !context.includeNormalized { report.normalized = nil }

        let outcomes = await withTaskGroup(of: (Int, Outcome).self) { group in
            for (position, check) in checks.enumerated() {
                group.addTask { (position, await Self.run(check, normalized, context, timeout, clock)) }
            }
            var outcomes = [Outcome](repeating: .cancelled, count: checks.count)
            for await (position, outcome) in group { outcomes[position] = outcome }
            return outcomes
        }
        for (check, outcome) in zip(checks, outcomes) {
            switch outcome {
            case .answered(let issues): report.issues += issues
            case .timedOut: report.issues.append(failure(RemoteValidation.FailureRule.timeout, check))
            case .failed: report.issues.append(failure(RemoteValidation.FailureRule.unavailable, check))
            case .cancelled: report.issues.append(failure(RemoteValidation.FailureRule.cancelled, check))
            }
        }
        return report
    }

    enum Outcome: Sendable {
        case answered([ValidationIssue])
        case timedOut
        case failed
        case cancelled
    }

    /// Races one check against its time limit; the loser is cancelled.
    static func run(
        _ check: any RemoteCheck, _ submission: FormValue, _ context: ValidationContext, _ timeout: Duration, _ clock: any Clock<Duration>
    ) async -> Outcome {
        guard timeout > .zero else { return .timedOut }
        return await withTaskGroup(of: Outcome?.self) { group in
            group.addTask {
                do {
                    return .answered(try await check.issues(for: submission, context: context))
                } catch {
                    // Thrown because the race or the caller cancelled it: not the service's failure.
                    return Task.isCancelled ? nil : .failed
                }
            }
            group.addTask {
                do {
                    try await clock.sleep(for: timeout)
                    return .timedOut
                } catch {
                    return nil
                }
            }
            while let next = await group.next() {
                if let outcome = next {
                    group.cancelAll()
                    return outcome
                }
            }
            return .cancelled
        }
    }

    private func failure(_ rule: String, _ check: any RemoteCheck) -> ValidationIssue {
        guard let name = check.field else {
            return ValidationIssue(path: "", rule: RuleCode(rawValue: rule), messageKey: rule, arguments: [])
        }
        let label = form.fieldIndex(name).map { form.fields[$0].labelKey } ?? "field." + name
        return ValidationIssue(path: name, rule: RuleCode(rawValue: rule), messageKey: rule, arguments: [.key(label)])
    }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension CompiledForm {
    /// Validates a submission with the local rules and then, if they pass, the remote checks,
    /// concurrently, each within `timeout`. See ``RemoteValidation``.
    ///
    /// ```swift
    /// let report = await form.validate(submission, context: context,
    ///                                  remoteChecks: [ReleaseNotSignedYet(releases: service)],
    ///                                  timeout: .seconds(2))
    /// ```
    public func validate(
        _ submission: FormValue, context: ValidationContext, remoteChecks: [any RemoteCheck], timeout: Duration,
        clock: any Clock<Duration> = ContinuousClock()
    ) async -> ValidationReport {
        await RemoteValidation(form: self, checks: remoteChecks, timeout: timeout, clock: clock).validate(submission, context: context)
    }
}
