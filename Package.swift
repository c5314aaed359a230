// swift-tools-version: 6.0
import PackageDescription

// Settings every target shares, as swift-log applies them: one place, each with its proposal.
let sharedSwiftSettings: [SwiftSetting] = [
    // SE-0335: `any` spelled out for existentials.
    .enableUpcomingFeature("ExistentialAny"),
    // SE-0409: imports are internal unless marked `public import`, so no module leaks Foundation.
    .enableUpcomingFeature("InternalImportsByDefault"),
    // SE-0444: a member is visible only where its module is imported.
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "FormRules",
    products: [
        .library(name: "FormRules", targets: ["FormRules"]),
        .library(name: "Localization", targets: ["Localization"]),
        .library(name: "FormCore", targets: ["FormCore"]),
        .executable(name: "form-check", targets: ["form-check"]),
    ],
    targets: [
        // The standard library's Double rounding calls libm, which nothing else links on Linux
        // unless a target imports Foundation.
        // What both libraries read and report with: the JSON reader and FormValue, source
        // locations and excerpts.
        .target(name: "FormCore", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(
            name: "Localization", dependencies: ["FormCore"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The shipped translations (Resources/) are compiled into the library by the EmbedCatalog
        // plugin (`Catalog.builtIn`): no resource bundle, nothing to find at run time.
        .target(
            name: "FormRules", dependencies: ["FormCore", "Localization"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))],
            plugins: ["EmbedCatalog"]
        ),
        .executableTarget(name: "catalog-embedder", dependencies: ["FormCore", "Localization"]),
        .plugin(name: "EmbedCatalog", capability: .buildTool(), dependencies: ["catalog-embedder"]),
        .executableTarget(name: "form-check", dependencies: ["FormRules", "Localization"]),
        .executableTarget(
            name: "json-reader-bench",
            dependencies: ["FormRules"],
            path: "Benchmarks/JSONReaderBench"
        ),
        .executableTarget(
            name: "strings-reader-bench",
            dependencies: ["Localization"],
            path: "Benchmarks/StringsReaderBench"
        ),
        .executableTarget(name: "session-bench", dependencies: ["FormRules"], path: "Benchmarks/SessionBench"),
        .executableTarget(name: "hostile-bench", dependencies: ["FormRules"], path: "Benchmarks/HostileBench"),
        .executableTarget(name: "growth-bench", dependencies: ["FormRules", "Localization"], path: "Benchmarks/GrowthBench"),
        // Helpers the test targets share (a seeded random generator for generated cases).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "FormCoreTests", dependencies: ["FormCore", "TestSupport"]),
        .testTarget(name: "LocalizationTests", dependencies: ["FormCore", "Localization", "TestSupport"]),
        .testTarget(name: "FormRulesTests", dependencies: ["FormCore", "FormRules", "Localization", "TestSupport"]),
        .testTarget(name: "FormCheckTests", dependencies: ["form-check", "FormCore", "FormRules", "Localization"]),
        // The library as an app meets it: FormRules only, no @testable, its own tables over the
        // built-in ones, the observable model.
        .testTarget(name: "AppTests", dependencies: ["FormRules"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + sharedSwiftSettings
}
