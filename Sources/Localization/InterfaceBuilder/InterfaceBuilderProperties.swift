/// One localizable property of an Interface Builder object: the name ibtool gives it (the part of
/// the key after the object ID) and where the document keeps its text.
struct InterfaceBuilderProperty: Sendable {
    enum Source: Sendable {
        /// An attribute of the object's own element (`text="Hello"`). Xcode writes text with line
        /// breaks as a `<string key="text">` child instead; the reader looks there too.
        case attribute(String)
        /// An attribute of the child element with this `key`:
        /// `<tableHeaderCell key="headerCell" title="Name"/>` gives `headerCell.title`.
        case keyedChild(key: String, attribute: String)
        /// One property per child element named `element`, named by its `key` and the suffix:
        /// `<state key="normal" title="Tap"/>` gives `normalTitle`.
        case perKey(element: String, attribute: String, suffix: String)
        /// An indexed list: each `item` inside `container`, its `attribute`, or its text when
        /// `attribute` is nil. `<segments><segment title="A"/>` gives `segmentTitles[0]`.
        case list(container: String, item: String, attribute: String?)
    }

    /// The key's property part (for `perKey`, unused: the key names it; for `list`, the prefix
    /// before `[index]`).
    var name: String
    var source: Source

    static func attribute(_ name: String, _ attribute: String? = nil) -> Self {
        Self(name: name, source: .attribute(attribute ?? name))
    }

    /// Whether this property reads the element's own attribute `name`.
    func reads(attribute name: String) -> Bool {
        if case .attribute(name) = source { return true }
        return false
    }
}

/// The class ibtool names in its comment, and the properties it extracts, in the order they are
/// written.
struct InterfaceBuilderClass: Sendable {
    var className: String
    var properties: [InterfaceBuilderProperty]

    init(_ className: String, _ properties: [InterfaceBuilderProperty]) {
        self.className = className
        self.properties = properties
    }
}

/// Which localizable properties each Interface Builder element carries, by platform.
///
/// An element not listed here gives no entries of its own, only the ones every object may carry
/// (``uiKitCommon``, ``appKitCommon``). To support another control, add its element name, the
/// class ibtool names, and its properties.
enum InterfaceBuilderProperties {
    enum Platform: Sendable { case uiKit, appKit }

    static func classes(for platform: Platform) -> [String: InterfaceBuilderClass] {
        platform == .uiKit ? uiKit : appKit
    }

    static func common(for platform: Platform) -> [InterfaceBuilderProperty] {
        platform == .uiKit ? uiKitCommon : appKitCommon
    }

    /// The class ibtool names for an element the table does not list: `imageView` is a
    /// `UIImageView` or `NSImageView`.
    static func derivedClassName(element: String, platform: Platform) -> String {
        if let name = (platform == .uiKit ? uiKitClassNames : appKitClassNames)[element] { return name }
        return (platform == .uiKit ? "UI" : "NS") + element.prefix(1).uppercased() + element.dropFirst()
    }

    // MARK: - UIKit (iOS, tvOS, Mac Catalyst)

    static let uiKit: [String: InterfaceBuilderClass] = [
        "label": .init("UILabel", [.attribute("text")]),
        "button": .init("UIButton", [
            InterfaceBuilderProperty(name: "", source: .perKey(element: "state", attribute: "title", suffix: "Title")),
            InterfaceBuilderProperty(name: "configuration.title", source: .keyedChild(key: "configuration", attribute: "title")),
            InterfaceBuilderProperty(name: "configuration.subtitle", source: .keyedChild(key: "configuration", attribute: "subtitle")),
        ]),
        "textField": .init("UITextField", [.attribute("text"), .attribute("placeholder")]),
        "textView": .init("UITextView", [.attribute("text")]),
        "searchBar": .init("UISearchBar", [
            .attribute("text"), .attribute("placeholder"), .attribute("prompt"),
            InterfaceBuilderProperty(name: "scopeButtonTitles", source: .list(container: "scopeButtonTitles", item: "string", attribute: nil)),
        ]),
        "segmentedControl": .init("UISegmentedControl", [
            InterfaceBuilderProperty(name: "segmentTitles", source: .list(container: "segments", item: "segment", attribute: "title")),
        ]),
        "navigationItem": .init("UINavigationItem", [.attribute("title"), .attribute("prompt"), .attribute("backButtonTitle")]),
        "barButtonItem": .init("UIBarButtonItem", [.attribute("title")]),
        "tabBarItem": .init("UITabBarItem", [.attribute("title")]),
        "tableViewSection": .init("UITableViewSection", [.attribute("headerTitle"), .attribute("footerTitle")]),
        "menu": .init("UIMenu", [.attribute("title")]),
        "command": .init("UICommand", [.attribute("title"), .attribute("discoverabilityTitle")]),
        "viewController": .init("UIViewController", [.attribute("title")]),
        "tableViewController": .init("UITableViewController", [.attribute("title")]),
        "collectionViewController": .init("UICollectionViewController", [.attribute("title")]),
        "navigationController": .init("UINavigationController", [.attribute("title")]),
        "tabBarController": .init("UITabBarController", [.attribute("title")]),
        "splitViewController": .init("UISplitViewController", [.attribute("title")]),
        "pageViewController": .init("UIPageViewController", [.attribute("title")]),
        "hostingController": .init("UIHostingController", [.attribute("title")]),
        "avPlayerViewController": .init("AVPlayerViewController", [.attribute("title")]),
    ]

    /// What any UIKit object may carry: its VoiceOver label and hint.
    static let uiKitCommon: [InterfaceBuilderProperty] = [
        InterfaceBuilderProperty(name: "accessibilityLabel", source: .keyedChild(key: "accessibilityConfiguration", attribute: "label")),
        InterfaceBuilderProperty(name: "accessibilityHint", source: .keyedChild(key: "accessibilityConfiguration", attribute: "hint")),
    ]

    /// Elements whose class is not `UI` and the capitalized element name.
    static let uiKitClassNames: [String: String] = [
        "tableViewCellContentView": "UITableViewCellContentView",
        "collectionViewCellContentView": "UICollectionViewCellContentView",
        "customObject": "NSObject",
    ]

    // MARK: - AppKit (macOS)

    static let appKit: [String: InterfaceBuilderClass] = [
        "window": .init("NSWindow", [.attribute("title")]),
        "menu": .init("NSMenu", [.attribute("title")]),
        "menuItem": .init("NSMenuItem", [.attribute("title"), .attribute("toolTip")]),
        "textFieldCell": .init("NSTextFieldCell", [.attribute("title"), .attribute("placeholderString")]),
        "secureTextFieldCell": .init("NSSecureTextFieldCell", [.attribute("title"), .attribute("placeholderString")]),
        "searchFieldCell": .init("NSSearchFieldCell", [.attribute("title"), .attribute("placeholderString")]),
        "tokenFieldCell": .init("NSTokenFieldCell", [.attribute("title"), .attribute("placeholderString")]),
        "comboBoxCell": .init("NSComboBoxCell", [
            .attribute("title"), .attribute("placeholderString"),
            InterfaceBuilderProperty(name: "ibShadowedObjectValues", source: .list(container: "objectValues", item: "string", attribute: nil)),
        ]),
        "formCell": .init("NSFormCell", [.attribute("title"), .attribute("placeholderString")]),
        "pathCell": .init("NSPathCell", [.attribute("placeholderString")]),
        "buttonCell": .init("NSButtonCell", [.attribute("title"), .attribute("alternateTitle")]),
        "box": .init("NSBox", [.attribute("title")]),
        "tabViewItem": .init("NSTabViewItem", [.attribute("label"), .attribute("toolTip")]),
        "tableColumn": .init("NSTableColumn", [
            InterfaceBuilderProperty(name: "headerCell.title", source: .keyedChild(key: "headerCell", attribute: "title")),
            .attribute("headerToolTip"),
        ]),
        "segmentedCell": .init("NSSegmentedCell", [
            InterfaceBuilderProperty(name: "ibShadowedLabels", source: .list(container: "segments", item: "segment", attribute: "label")),
            InterfaceBuilderProperty(name: "ibShadowedToolTips", source: .list(container: "segments", item: "segment", attribute: "toolTip")),
        ]),
        "toolbarItem": .init("NSToolbarItem", [.attribute("label"), .attribute("paletteLabel"), .attribute("toolTip")]),
        "viewController": .init("NSViewController", [.attribute("title")]),
    ]

    /// What any AppKit object may carry: a view's tool tip, which Interface Builder shadows.
    static let appKitCommon: [InterfaceBuilderProperty] = [
        .attribute("ibShadowedToolTip", "toolTip"),
    ]

    /// Elements whose class is not `NS` and the capitalized element name.
    static let appKitClassNames: [String: String] = [
        "customView": "NSView",
        "customObject": "NSObject",
    ]
}
