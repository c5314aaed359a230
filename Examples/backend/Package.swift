// swift-tools-version: 6.1
import PackageDescription

// The one place in the repository with a dependency: a real HTTP server around the engine.
// The root package (`../..`) keeps none.
let package = Package(
    name: "formrules-backend",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named: a path dependency's identity is its folder's name, which differs between clones.
        .package(name: "FormRules", path: "../.."),
        // Without the default traits: no swift-configuration, no full Foundation.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0", traits: []),
    ],
    targets: [
        .executableTarget(
            name: "formrules-backend",
            dependencies: [
                .product(name: "FormRules", package: "FormRules"), .product(name: "Localization", package: "FormRules"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"),
                .enableUpcomingFeature("InternalImportsByDefault"),
                .enableUpcomingFeature("MemberImportVisibility"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
