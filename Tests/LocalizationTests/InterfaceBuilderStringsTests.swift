import FormCore
import Foundation
import Testing
@testable import Localization

/// The hand-written storyboard and xib in `Tests/Fixtures/InterfaceBuilder`.
enum InterfaceBuilderFixtures {
    static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/InterfaceBuilder").standardizedFileURL.path

    static func read(_ name: String) -> InterfaceBuilderStrings {
        let path = root + "/" + name
        guard let data = FileManager.default.contents(atPath: path) else { fatalError("fixture \(path) is missing") }
        do { return try InterfaceBuilderStrings(bytes: Array(data), file: name) } catch { fatalError("fixture \(name): \(error)") }
    }

    static let storyboard = read("Main.storyboard")
    static let xib = read("MainMenu.xib")
}

@Suite struct InterfaceBuilderStringsTests {
    /// One expected entry: its key, value and ibtool's comment.
    struct Expected: Sendable, CustomStringConvertible {
        var key: String
        var value: String
        var comment: String
        var description: String { key }

        init(_ key: String, _ value: String, _ comment: String) {
            self.key = key
            self.value = value
            self.comment = comment
        }
    }

    static let storyboardCases: [Expected] = [
        Expected("Tab-Ba-r01.title", "Home", #"Class = "UITabBarController"; title = "Home"; ObjectID = "Tab-Ba-r01";"#),
        Expected("Sgn-Up-VC1.title", "Sign Up", #"Class = "UIViewController"; title = "Sign Up"; ObjectID = "Sgn-Up-VC1";"#),
        Expected("jdA-wE-Hkh.text", "Hello", #"Class = "UILabel"; text = "Hello"; ObjectID = "jdA-wE-Hkh";"#),
        Expected("Eml-Tx-F01.text", "ada@example.com", #"Class = "UITextField"; text = "ada@example.com"; ObjectID = "Eml-Tx-F01";"#),
        Expected("Eml-Tx-F01.placeholder", "Email address", #"Class = "UITextField"; placeholder = "Email address"; ObjectID = "Eml-Tx-F01";"#),
        Expected("x5K-aa-bbb.normalTitle", "Tap", #"Class = "UIButton"; normalTitle = "Tap"; ObjectID = "x5K-aa-bbb";"#),
        Expected("x5K-aa-bbb.highlightedTitle", "Tapping", #"Class = "UIButton"; highlightedTitle = "Tapping"; ObjectID = "x5K-aa-bbb";"#),
        Expected("x5K-aa-bbb.selectedTitle", "Chosen", #"Class = "UIButton"; selectedTitle = "Chosen"; ObjectID = "x5K-aa-bbb";"#),
        Expected("x5K-aa-bbb.disabledTitle", "Unavailable", #"Class = "UIButton"; disabledTitle = "Unavailable"; ObjectID = "x5K-aa-bbb";"#),
        Expected("x5K-aa-bbb.accessibilityLabel", "Create account", #"Class = "UIButton"; accessibilityLabel = "Create account"; ObjectID = "x5K-aa-bbb";"#),
        Expected("x5K-aa-bbb.accessibilityHint", "Sends the form", #"Class = "UIButton"; accessibilityHint = "Sends the form"; ObjectID = "x5K-aa-bbb";"#),
        Expected("Seg-01-abc.segmentTitles[0]", "First", #"Class = "UISegmentedControl"; Seg-01-abc.segmentTitles[0] = "First"; ObjectID = "Seg-01-abc";"#),
        Expected("Seg-01-abc.segmentTitles[2]", "Third", #"Class = "UISegmentedControl"; Seg-01-abc.segmentTitles[2] = "Third"; ObjectID = "Seg-01-abc";"#),
        Expected("Trm-sT-x01.text", "By signing up you accept the \"Terms\".\nRead them first.",
                 #"Class = "UITextView"; text = "By signing up you accept the \"Terms\".\nRead them first."; ObjectID = "Trm-sT-x01";"#),
        Expected("Log-oI-V01.accessibilityLabel", "Company logo", #"Class = "UIImageView"; accessibilityLabel = "Company logo"; ObjectID = "Log-oI-V01";"#),
        Expected("Tab-It-m01.title", "Account", #"Class = "UITabBarItem"; title = "Account"; ObjectID = "Tab-It-m01";"#),
        Expected("Nav-It-m01.title", "Create Account", #"Class = "UINavigationItem"; title = "Create Account"; ObjectID = "Nav-It-m01";"#),
        Expected("Nav-It-m01.prompt", "All fields are required", #"Class = "UINavigationItem"; prompt = "All fields are required"; ObjectID = "Nav-It-m01";"#),
        Expected("Nav-It-m01.backButtonTitle", "Back", #"Class = "UINavigationItem"; backButtonTitle = "Back"; ObjectID = "Nav-It-m01";"#),
        Expected("Bar-Bt-n01.title", "Cancel", #"Class = "UIBarButtonItem"; title = "Cancel"; ObjectID = "Bar-Bt-n01";"#),
        Expected("Bar-Bt-n03.title", "Sign Up", #"Class = "UIBarButtonItem"; title = "Sign Up"; ObjectID = "Bar-Bt-n03";"#),
        Expected("Set-TV-C01.title", "Settings", #"Class = "UITableViewController"; title = "Settings"; ObjectID = "Set-TV-C01";"#),
        Expected("Sec-ti-n01.headerTitle", "Notifications", #"Class = "UITableViewSection"; headerTitle = "Notifications"; ObjectID = "Sec-ti-n01";"#),
        Expected("Sec-ti-n01.footerTitle", "You can change this later.",
                 #"Class = "UITableViewSection"; footerTitle = "You can change this later."; ObjectID = "Sec-ti-n01";"#),
        Expected("Cel-lL-b01.text", "Daily summary",
                 #"Class = "UILabel"; text = "Daily summary"; ObjectID = "Cel-lL-b01"; Note = "Row title, keep it short";"#),
        Expected("Set-Na-v01.title", "Settings", #"Class = "UINavigationItem"; title = "Settings"; ObjectID = "Set-Na-v01";"#),
        Expected("Set-Ed-t01.title", "Edit", #"Class = "UIBarButtonItem"; title = "Edit"; ObjectID = "Set-Ed-t01";"#),
    ]

    static let xibCases: [Expected] = [
        Expected("AYu-sK-qS6.title", "Main Menu", #"Class = "NSMenu"; title = "Main Menu"; ObjectID = "AYu-sK-qS6";"#),
        Expected("dMs-cI-mzQ.title", "File", #"Class = "NSMenuItem"; title = "File"; ObjectID = "dMs-cI-mzQ";"#),
        Expected("bib-Uj-vzu.title", "File", #"Class = "NSMenu"; title = "File"; ObjectID = "bib-Uj-vzu";"#),
        Expected("m1-menu.title", "Open…", #"Class = "NSMenuItem"; title = "Open…"; ObjectID = "m1-menu";"#),
        Expected("m1-menu.toolTip", "Opens a form", #"Class = "NSMenuItem"; toolTip = "Opens a form"; ObjectID = "m1-menu";"#),
        Expected("DVo-aG-piG.title", "Close", #"Class = "NSMenuItem"; title = "Close"; ObjectID = "DVo-aG-piG";"#),
        Expected("QvC-M9-y7g.title", "Preferences", #"Class = "NSWindow"; title = "Preferences"; ObjectID = "QvC-M9-y7g";"#),
        Expected("Nam-eC-l01.title", "Ada", #"Class = "NSTextFieldCell"; title = "Ada"; ObjectID = "Nam-eC-l01";"#),
        Expected("Nam-eC-l01.placeholderString", "Your name", #"Class = "NSTextFieldCell"; placeholderString = "Your name"; ObjectID = "Nam-eC-l01";"#),
        Expected("Sav-eB-t01.ibShadowedToolTip", "Saves the settings", #"Class = "NSButton"; ibShadowedToolTip = "Saves the settings"; ObjectID = "Sav-eB-t01";"#),
        Expected("Sav-eC-l01.title", "Save", #"Class = "NSButtonCell"; title = "Save"; ObjectID = "Sav-eC-l01";"#),
        Expected("Sav-eC-l01.alternateTitle", "Saving", #"Class = "NSButtonCell"; alternateTitle = "Saving"; ObjectID = "Sav-eC-l01";"#),
        Expected("Box-Ap-p01.title", "Appearance", #"Class = "NSBox"; title = "Appearance"; ObjectID = "Box-Ap-p01";"#),
        Expected("Thm-Sg-l01.ibShadowedLabels[0]", "Light", #"Class = "NSSegmentedCell"; Thm-Sg-l01.ibShadowedLabels[0] = "Light"; ObjectID = "Thm-Sg-l01";"#),
        Expected("Thm-Sg-l01.ibShadowedLabels[1]", "Dark", #"Class = "NSSegmentedCell"; Thm-Sg-l01.ibShadowedLabels[1] = "Dark"; ObjectID = "Thm-Sg-l01";"#),
        Expected("Thm-Sg-l01.ibShadowedToolTips[0]", "Always light",
                 #"Class = "NSSegmentedCell"; Thm-Sg-l01.ibShadowedToolTips[0] = "Always light"; ObjectID = "Thm-Sg-l01";"#),
        Expected("Tab-It-m01.label", "General", #"Class = "NSTabViewItem"; label = "General"; ObjectID = "Tab-It-m01";"#),
        Expected("Col-Nm-001.headerCell.title", "Field", #"Class = "NSTableColumn"; headerCell.title = "Field"; ObjectID = "Col-Nm-001";"#),
        Expected("Col-Nm-001.headerToolTip", "The field's name", #"Class = "NSTableColumn"; headerToolTip = "The field's name"; ObjectID = "Col-Nm-001";"#),
        Expected("Col-Dc-001.title", "Text Cell", #"Class = "NSTextFieldCell"; title = "Text Cell"; ObjectID = "Col-Dc-001";"#),
        Expected("Tab-It-m02.label", "Advanced", #"Class = "NSTabViewItem"; label = "Advanced"; ObjectID = "Tab-It-m02";"#),
        Expected("Hlp-Tc-l01.title", "Rules are checked as you type.\nErrors appear below each field.",
                 #"Class = "NSTextFieldCell"; title = "Rules are checked as you type.\nErrors appear below each field."; ObjectID = "Hlp-Tc-l01";"#),
    ]

    private func check(_ expected: Expected, in strings: InterfaceBuilderStrings) {
        let matching = strings.entries.filter { $0.key == expected.key }
        #expect(matching.count == 1, "\(expected.key) should be one entry")
        guard let entry = matching.first else { return }
        #expect(entry.value == expected.value)
        #expect(entry.comment == expected.comment)
    }

    @Test("A storyboard's texts are keyed, worded and commented as ibtool does", arguments: storyboardCases)
    func storyboardEntry(_ expected: Expected) {
        check(expected, in: InterfaceBuilderFixtures.storyboard)
    }

    @Test("A macOS xib's texts are keyed, worded and commented as ibtool does", arguments: xibCases)
    func xibEntry(_ expected: Expected) {
        check(expected, in: InterfaceBuilderFixtures.xib)
    }

    @Test("Each fixture gives exactly the expected entries, in document order, properties in table order",
          arguments: [("Main.storyboard", storyboardCases), ("MainMenu.xib", xibCases)])
    func documentAndPropertyOrder(_ file: String, _ expected: [Expected]) {
        let strings = file == "Main.storyboard" ? InterfaceBuilderFixtures.storyboard : InterfaceBuilderFixtures.xib
        #expect(strings.entries.map(\.key) == expected.map(\.key))
    }

    @Test("Sorted by key, as Xcode writes a fresh table, object by object")
    func sortedByKeyOrder() {
        let keys = InterfaceBuilderFixtures.xib.entriesSortedByKey.map(\.key)
        #expect(keys.prefix(6) == [
            "AYu-sK-qS6.title", "Box-Ap-p01.title", "Col-Dc-001.title", "Col-Nm-001.headerCell.title",
            "Col-Nm-001.headerToolTip", "DVo-aG-piG.title",
        ])
        #expect(keys.count == InterfaceBuilderFixtures.xib.entries.count)
    }

    /// Keys that must not appear: an empty label, an empty segment (whose neighbours keep their
    /// indexes), a system bar button item without a title.
    @Test("Empty texts give no entry", arguments: ["Emp-ty-L01.text", "Seg-01-abc.segmentTitles[1]", "Bar-Bt-n02.title"])
    func emptyTextSkipped(_ key: String) {
        #expect(!InterfaceBuilderFixtures.storyboard.entries.contains { $0.key == key })
    }

    @Test("An object without an ID gives no entry, since ibtool could not key it")
    func objectWithoutIDSkipped() {
        #expect(!InterfaceBuilderFixtures.storyboard.entries.contains { $0.value == "Decoration without an ID" })
    }

    @Test("An entry points at the element that holds its text", arguments: [
        ("Main.storyboard", "jdA-wE-Hkh.text", 30, 29),
        ("Main.storyboard", "x5K-aa-bbb.accessibilityHint", 46, 33),
        ("Main.storyboard", "Seg-01-abc.segmentTitles[0]", 58, 37),
        ("Main.storyboard", "Trm-sT-x01.text", 65, 33),
        ("MainMenu.xib", "m1-menu.title", 16, 29),
        ("MainMenu.xib", "Col-Nm-001.headerCell.title", 77, 65),
        ("MainMenu.xib", "Hlp-Tc-l01.title", 100, 49),
    ])
    func location(_ file: String, _ key: String, _ line: Int, _ column: Int) throws {
        let strings = file == "Main.storyboard" ? InterfaceBuilderFixtures.storyboard : InterfaceBuilderFixtures.xib
        let entry = try #require(strings.entries.first { $0.key == key })
        #expect(entry.location == SourceLocation(file: file, offset: entry.location.offset, line: line, column: column))
    }

    @Test("Two objects claiming one key give one entry, the first")
    func duplicateKeys() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
              <objects>
                <label text="First" id="Dup-li-cat"/>
                <label text="Second" id="Dup-li-cat"/>
              </objects>
            </document>
            """
        let strings = try InterfaceBuilderStrings(bytes: Array(xml.utf8), file: "Dup.xib")
        #expect(strings.entries.map(\.value) == ["First"])
    }

    @Test("The platform decides the class: a label is a UILabel in iOS and no entry in AppKit", arguments: [
        ("iOS.CocoaTouch", ["Lbl-00-001.text"]),
        ("AppleTV", ["Lbl-00-001.text"]),
        ("MacOSX.Cocoa", []),
    ])
    func platform(_ runtime: String, _ keys: [String]) throws {
        let xml = #"<document targetRuntime="\#(runtime)"><objects><label text="Hi" id="Lbl-00-001"/></objects></document>"#
        let strings = try InterfaceBuilderStrings(bytes: Array(xml.utf8), file: "Label.xib")
        #expect(strings.entries.map(\.key) == keys)
    }
}

@Suite struct InterfaceBuilderErrorTests {
    struct ErrorCase: Sendable, CustomStringConvertible {
        var name: String
        var xml: String
        var message: String
        var line: Int
        var column: Int
        var description: String { name }
    }

    static let cases: [ErrorCase] = [
        ErrorCase(
            name: "malformed XML", xml: "<document>\n  <objects>\n    <label text=\"Hi\" id=\"a\">\n  </objects>\n</document>",
            message: "expected '</label>' to close '<label>' (line 3), found '</objects>'", line: 4, column: 3
        ),
        ErrorCase(
            name: "unquoted attribute", xml: "<document>\n<label text=Hi/>\n</document>",
            message: "the value of 'text' must be in quotes", line: 2, column: 13
        ),
        ErrorCase(
            name: "XML that is not Interface Builder", xml: "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>",
            message: "the root element is '<plist>', not '<document>': this is not an Interface Builder document", line: 2, column: 1
        ),
        ErrorCase(
            name: "old archive format", xml: "<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"></archive>",
            message: "'<archive>' is the old Interface Builder file format, which is not read here; open the file in Xcode and save it to convert it to a '<document>'",
            line: 2, column: 1
        ),
        ErrorCase(name: "empty file", xml: "", message: "the document is empty", line: 1, column: 1),
    ]

    @Test("A file that cannot be read is an error with its line and column", arguments: cases)
    func error(_ example: ErrorCase) throws {
        let error = try #require(throws: InterfaceBuilderError.self) {
            try InterfaceBuilderStrings(bytes: Array(example.xml.utf8), file: "Broken.storyboard")
        }
        #expect(error.message == example.message)
        #expect(error.location?.line == example.line)
        #expect(error.location?.column == example.column)
        #expect(error.description == "Broken.storyboard:\(example.line):\(example.column): \(example.message)")
    }
}
