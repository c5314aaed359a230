import Testing
@testable import FormRules

/// What fake checks saw: how many started, which were cancelled, the submissions they were given.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
actor Probe {
    private(set) var started = 0
    private(set) var cancelled: [String] = []
    private(set) var submissions: [FormValue] = []

    func start(_ submission: FormValue) {
        started += 1
        submissions.append(submission)
    }

    func noteCancelled(_ name: String) { cancelled.append(name) }

    /// Waits (polling) until `count` checks have started, or about 5 seconds have passed.
    func waitForStarts(_ count: Int) async {
        for _ in 0..<5_000 where started < count { try? await Task.sleep(for: .milliseconds(1)) }
    }
}

/// Answers with fixed problems after an optional delay.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct AnsweringCheck: RemoteCheck {
    var name = "answering"
    var probe: Probe
    var delay: Duration = .zero
    var answer: [ValidationIssue] = []
    var field: String? = "email"

    func issues(for submission: FormValue, context: ValidationContext) async throws -> [ValidationIssue] {
        await probe.start(submission)
        do {
            if delay > .zero { try await Task.sleep(for: delay) }
        } catch {
            await probe.noteCancelled(name)
            throw error
        }
        return answer
    }
}

/// Fails as a service that cannot be reached.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct ThrowingCheck: RemoteCheck {
    struct ServiceDown: Error {}
    var probe: Probe
    var field: String? = "email"

    func issues(for submission: FormValue, context: ValidationContext) async throws -> [ValidationIssue] {
        await probe.start(submission)
        throw ServiceDown()
    }
}

/// Never answers: it waits until cancelled, and notes that it was.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct HangingCheck: RemoteCheck {
    var name = "hanging"
    var probe: Probe
    var field: String? = nil

    func issues(for submission: FormValue, context: ValidationContext) async throws -> [ValidationIssue] {
        await probe.start(submission)
        do {
            while true { try await Task.sleep(for: .seconds(3_600)) }
        } catch {
            await probe.noteCancelled(name)
            throw error
        }
    }
}

/// Answers only once `partners` checks (itself included) are running at the same time.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct RendezvousCheck: RemoteCheck {
    var probe: Probe
    var partners: Int
    var answer: [ValidationIssue]

    func issues(for submission: FormValue, context: ValidationContext) async throws -> [ValidationIssue] {
        await probe.start(submission)
        await probe.waitForStarts(partners)
        return await probe.started >= partners ? answer : []
    }
}

@Suite struct RemoteValidationTests {
    static let form = SessionFixtures.personalDetails
    static let context = SessionFixtures.context
    static let submission: FormValue = ["email": " ada@example.com ", "firstName": "Ada"]

    static let alreadySigned = ValidationIssue(
        path: "email", rule: "release.alreadySigned", messageKey: "release.alreadySigned", arguments: [.text("ada@example.com")])
    static let handleTaken = ValidationIssue(path: "handle", rule: "handle.taken", messageKey: "handle.taken", arguments: [])

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func runsNoRemoteCheckWhileLocalRulesFail() async {
        let probe = Probe()
        let report = await Self.form.validate(
            ["email": "ada@"], context: Self.context,
            remoteChecks: [AnsweringCheck(probe: probe, answer: [Self.alreadySigned])], timeout: .seconds(5), clock: ManualClock())
        #expect(report.issues.map(\.rule.rawValue) == ["email"])
        #expect(await probe.started == 0)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func appendsTheChecksProblemsInTheirOrderAndPassesTheNormalizedSubmission() async {
        let probe = Probe()
        let checks: [any RemoteCheck] = [
            // The slower check comes first and is still reported first.
            AnsweringCheck(probe: probe, delay: .milliseconds(30), answer: [Self.alreadySigned]),
            AnsweringCheck(probe: probe, answer: [Self.handleTaken]),
            AnsweringCheck(probe: probe, answer: []),
        ]
        let report = await Self.form.validate(Self.submission, context: Self.context, remoteChecks: checks, timeout: .seconds(5), clock: ManualClock())
        #expect(report.issues == [Self.alreadySigned, Self.handleTaken])
        #expect(!report.isValid)
        let normalized: FormValue = ["email": "ada@example.com", "firstName": "Ada"]
        #expect(report.normalized == normalized)
        #expect(await probe.submissions == [normalized, normalized, normalized])
        #expect(await probe.cancelled == [])
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func aSubmissionEveryCheckAcceptsIsValid() async {
        let probe = Probe()
        let validation = RemoteValidation(
            form: Self.form, checks: [AnsweringCheck(probe: probe), AnsweringCheck(probe: probe)], timeout: .seconds(5), clock: ManualClock())
        let report = await validation.validate(Self.submission, context: Self.context)
        #expect(report.isValid)
        #expect(report == Self.form.validate(Self.submission, context: Self.context))
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func runsTheChecksConcurrently() async {
        let probe = Probe()
        let checks: [any RemoteCheck] = (0..<3).map { _ in RendezvousCheck(probe: probe, partners: 3, answer: [Self.handleTaken]) }
        let report = await Self.form.validate(Self.submission, context: Self.context, remoteChecks: checks, timeout: .seconds(10), clock: ManualClock())
        // Run one after another, no check would have met the others.
        #expect(report.issues == [Self.handleTaken, Self.handleTaken, Self.handleTaken])
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func aCheckThatRunsOutOfTimeIsCancelledAndReported() async {
        let probe = Probe()
        let clock = ManualClock()
        let checks: [any RemoteCheck] = [
            HangingCheck(probe: probe, field: "email"),
            AnsweringCheck(probe: probe, answer: [Self.handleTaken]),
            AnsweringCheck(name: "slow", probe: probe, delay: .seconds(3_600), answer: [Self.alreadySigned], field: nil),
        ]
        let validation = Task {
            await Self.form.validate(Self.submission, context: Self.context, remoteChecks: checks, timeout: .seconds(2), clock: clock)
        }
        // Three time limits began, and the one check that answered stopped its own.
        await clock.waitUntil { $0.started == 3 && $0.cancelled == 1 }
        clock.advance(by: .milliseconds(1_999))
        #expect(clock.snapshot.waiting == 2, "no time limit is reached before it is due")
        clock.advance(by: .milliseconds(1))
        let report = await validation.value
        #expect(clock.snapshot.waiting == 0)
        #expect(report.issues == [
            ValidationIssue(path: "email", rule: "remote.timeout", messageKey: "remote.timeout", arguments: [.key("field.email")]),
            Self.handleTaken,
            ValidationIssue(path: "", rule: "remote.timeout", messageKey: "remote.timeout", arguments: []),
        ])
        #expect(await probe.cancelled.sorted() == ["hanging", "slow"])
    }

    /// Without a clock of its own, the validation measures time with `ContinuousClock`.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func theTimeLimitRunsOnTheContinuousClockByDefault() async {
        let probe = Probe()
        let report = await Self.form.validate(
            Self.submission, context: Self.context, remoteChecks: [HangingCheck(probe: probe)], timeout: .milliseconds(10))
        #expect(report.issues.map(\.rule.rawValue) == ["remote.timeout"])
        #expect(await probe.cancelled == ["hanging"])
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func aCheckThatThrowsMakesTheServiceUnavailable() async {
        let probe = Probe()
        let checks: [any RemoteCheck] = [ThrowingCheck(probe: probe), AnsweringCheck(probe: probe, answer: [Self.handleTaken])]
        let report = await Self.form.validate(Self.submission, context: Self.context, remoteChecks: checks, timeout: .seconds(5), clock: ManualClock())
        #expect(report.issues == [
            ValidationIssue(path: "email", rule: "remote.unavailable", messageKey: "remote.unavailable", arguments: [.key("field.email")]),
            Self.handleTaken,
        ])
        #expect(await probe.started == 2)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func cancellingTheCallerCancelsTheChecks() async {
        let probe = Probe()
        let clock = ManualClock()
        let checks: [any RemoteCheck] = [
            HangingCheck(name: "first", probe: probe),
            HangingCheck(name: "second", probe: probe, field: "email"),
        ]
        let task = Task {
            await Self.form.validate(Self.submission, context: Self.context, remoteChecks: checks, timeout: .seconds(1), clock: clock)
        }
        await probe.waitForStarts(2)
        #expect(await probe.started == 2)
        // The clock never moves: only the caller's cancellation can end the checks.
        task.cancel()
        let report = await task.value
        #expect(await probe.cancelled.sorted() == ["first", "second"])
        // Never valid when a check did not answer.
        #expect(report.issues == [
            ValidationIssue(path: "", rule: "remote.cancelled", messageKey: "remote.cancelled", arguments: []),
            ValidationIssue(path: "email", rule: "remote.cancelled", messageKey: "remote.cancelled", arguments: [.key("field.email")]),
        ])
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func aCallerCancelledBeforehandGetsNoVerdictFromTheChecks() async {
        let probe = Probe()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await Self.form.validate(
                Self.submission, context: Self.context, remoteChecks: [HangingCheck(probe: probe)], timeout: .seconds(3_600), clock: ManualClock())
        }
        let report = await task.value
        #expect(report.issues.map(\.rule.rawValue) == ["remote.cancelled"])
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(arguments: [Duration.zero, .milliseconds(-5)])
    func aTimeLimitOfNothingRunsNoCheck(_ timeout: Duration) async {
        let probe = Probe()
        let report = await Self.form.validate(
            Self.submission, context: Self.context, remoteChecks: [AnsweringCheck(probe: probe)], timeout: timeout)
        #expect(report.issues.map(\.rule.rawValue) == ["remote.timeout"])
        #expect(await probe.started == 0)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func theChecksSeeTheNormalizedSubmissionEvenWhenTheReportLeavesItOut() async {
        let probe = Probe()
        var context = Self.context
        context.includeNormalized = false
        let report = await Self.form.validate(
            Self.submission, context: context, remoteChecks: [AnsweringCheck(probe: probe)], timeout: .seconds(5), clock: ManualClock())
        #expect(report.normalized == nil)
        #expect(await probe.submissions == [["email": "ada@example.com", "firstName": "Ada"]])
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func aCheckAboutAnUndeclaredFieldIsLabelledByItsName() async {
        let probe = Probe()
        let report = await Self.form.validate(
            Self.submission, context: Self.context, remoteChecks: [ThrowingCheck(probe: probe, field: "release.id")],
            timeout: .seconds(5), clock: ManualClock())
        #expect(report.issues.map(\.arguments) == [[.key("field.release.id")]])
        #expect(report.issues.map(\.pointer) == ["/release/id"])
    }
}
