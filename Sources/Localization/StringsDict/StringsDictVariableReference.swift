/// A use of a plural variable in a format string: `%#@count@` or, positional, `%2$#@count@`.
package struct StringsDictVariableReference: Sendable, Hashable {
    /// The variable's name, between the `@`s.
    package var name: String
    /// The argument number of the positional form (`2` in `%2$#@count@`), or `nil`.
    package var argumentNumber: Int?

    package init(name: String, argumentNumber: Int? = nil) {
        self.name = name
        self.argumentNumber = argumentNumber
    }

    /// The references in a format string, in order, and the malformed ones (a `%#@` with no
    /// closing `@`) as the text from `%` to the end of the string.
    ///
    /// `%%` is a literal percent sign and never starts a reference.
    ///
    /// ```swift
    /// StringsDictVariableReference.scan("%1$#@files@ in %#@folders@ (100%%)").references
    /// // [files (argument 1), folders]
    /// ```
    package static func scan(_ format: String) -> (references: [StringsDictVariableReference], malformed: [String]) {
        let scalars = Array(format.unicodeScalars)
        var references: [StringsDictVariableReference] = []
        var malformed: [String] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            let start = index
            index += 1
            if index < scalars.count, scalars[index] == "%" {
                index += 1
                continue
            }
            var digitsEnd = index
            var number = 0
            var overflow = false
            while digitsEnd < scalars.count, ("0"..."9").contains(scalars[digitsEnd]) {
                let digit = Int(scalars[digitsEnd].value) - 0x30
                let (next, overflowed) = number.multipliedReportingOverflow(by: 10)
                overflow = overflow || overflowed
                number = next &+ digit
                digitsEnd += 1
            }
            var argumentNumber: Int?
            if digitsEnd > index, digitsEnd < scalars.count, scalars[digitsEnd] == "$" {
                argumentNumber = overflow ? Int.max : number
                index = digitsEnd + 1
            }
            guard index + 1 < scalars.count, scalars[index] == "#", scalars[index + 1] == "@" else { continue }
            let nameStart = index + 2
            guard let nameEnd = scalars[nameStart...].firstIndex(of: "@") else {
                var text = ""
                text.unicodeScalars.append(contentsOf: scalars[start...])
                malformed.append(text)
                break
            }
            var name = ""
            name.unicodeScalars.append(contentsOf: scalars[nameStart..<nameEnd])
            references.append(StringsDictVariableReference(name: name, argumentNumber: argumentNumber))
            index = nameEnd + 1
        }
        return (references, malformed)
    }
}
