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
        // Already in the graph through Hummingbird; named so the server can add its own channel
        // handler (HTTP/1.0, 100-continue, draining, slow readers) and run its own service group.
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
    ],
    targets: [
        .executableTarget(
            name: "formrules-backend",
            dependencies: [
                .product(name: "FormRules", package: "FormRules"), .product(name: "Localization", package: "FormRules"),
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"), .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"),
                .enableUpcomingFeature("InternalImportsByDefault"),
                .enableUpcomingFeature("MemberImportVisibility"),
            ]
        ),
        // The server's own parts (the connection guard on an embedded channel whose clock the tests
        // move, routing, secrets, options); the HTTP behaviour end to end is check.sh and faults.sh.
        .testTarget(
            name: "formrules-backendTests",
            dependencies: [
                "formrules-backend",
                .product(name: "FormRules", package: "FormRules"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
