// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Kit",
    defaultLocalization: "de",
    targets: [.target(name: "Kit", resources: [.process("Resources")])]
)
