import FormCore
import FormRules
import Localization
import Testing

/// Every error and diagnostic type's codes: each name is unique within its type and prints as
/// its raw value, the string JSON output and logs show (the values below are the published ones).
@Suite struct DiagnosticCodeTests {
    struct Table: Sendable, CustomStringConvertible {
        var name: String
        /// Each code's raw value, its printed form, and the published name.
        var codes: [(raw: String, printed: String, expected: String)]
        var description: String { name }

        init<Code: DiagnosticCode>(_ name: String, _ codes: [(Code, String)]) {
            self.name = name
            self.codes = codes.map { ($0.0.rawValue, "\($0.0)", $0.1) }
        }
    }

    static let tables: [Table] = [
        Table("JSONReadError.Code", [
            (JSONReadError.Code.emptyInput, "emptyInput"),
            (JSONReadError.Code.unexpectedEndOfInput, "unexpectedEndOfInput"),
            (JSONReadError.Code.unexpectedCharacter, "unexpectedCharacter"),
            (JSONReadError.Code.trailingContent, "trailingContent"),
            (JSONReadError.Code.invalidLiteral, "invalidLiteral"),
            (JSONReadError.Code.invalidNumber, "invalidNumber"),
            (JSONReadError.Code.invalidUTF8, "invalidUTF8"),
            (JSONReadError.Code.byteOrderMark, "byteOrderMark"),
            (JSONReadError.Code.controlCharacterInString, "controlCharacterInString"),
            (JSONReadError.Code.invalidEscape, "invalidEscape"),
            (JSONReadError.Code.loneSurrogate, "loneSurrogate"),
            (JSONReadError.Code.unterminatedString, "unterminatedString"),
            (JSONReadError.Code.duplicateKey, "duplicateKey"),
            (JSONReadError.Code.tooDeeplyNested, "tooDeeplyNested"),
            (JSONReadError.Code.documentTooLarge, "documentTooLarge"),
            (JSONReadError.Code.tooManyValues, "tooManyValues"),
            (JSONReadError.Code.stringTooLong, "stringTooLong"),
        ] as [(JSONReadError.Code, String)]),
        Table("HeightScale.ConfigurationError.Code", [
            (HeightScale.ConfigurationError.Code.stepNotPositive, "stepNotPositive"),
            (HeightScale.ConfigurationError.Code.minimumAboveMaximum, "minimumAboveMaximum"),
            (HeightScale.ConfigurationError.Code.rangeNotWholeSteps, "rangeNotWholeSteps"),
            (HeightScale.ConfigurationError.Code.defaultNotANotch, "defaultNotANotch"),
        ] as [(HeightScale.ConfigurationError.Code, String)]),
        Table("InputError.Code", [
            (InputError.Code.notFound, "notFound"),
            (InputError.Code.permissionDenied, "permissionDenied"),
            (InputError.Code.isDirectory, "isDirectory"),
            (InputError.Code.notRegularFile, "notRegularFile"),
            (InputError.Code.tooLarge, "tooLarge"),
            (InputError.Code.readFailed, "readFailed"),
        ] as [(InputError.Code, String)]),
        Table("SpecError.Code", [
            (SpecError.Code.notJSON, "notJSON"),
            (SpecError.Code.unknownKey, "unknownKey"),
            (SpecError.Code.missingKey, "missingKey"),
            (SpecError.Code.wrongType, "wrongType"),
            (SpecError.Code.invalidValue, "invalidValue"),
            (SpecError.Code.unknownFieldType, "unknownFieldType"),
            (SpecError.Code.unknownField, "unknownField"),
            (SpecError.Code.duplicateField, "duplicateField"),
            (SpecError.Code.conflictingNames, "conflictingNames"),
            (SpecError.Code.circularConditions, "circularConditions"),
            (SpecError.Code.badLimits, "badLimits"),
            (SpecError.Code.notApplicable, "notApplicable"),
        ] as [(SpecError.Code, String)]),
        Table("CatalogDiagnostic.Code", [
            (CatalogDiagnostic.Code.unreadableFile, "unreadableFile"),
            (CatalogDiagnostic.Code.duplicateKey, "duplicateKey"),
            (CatalogDiagnostic.Code.appleStopsReading, "appleStopsReading"),
            (CatalogDiagnostic.Code.stringsWarning, "stringsWarning"),
            (CatalogDiagnostic.Code.stringsDictProblem, "stringsDictProblem"),
            (CatalogDiagnostic.Code.notAString, "notAString"),
            (CatalogDiagnostic.Code.unknownLanguage, "unknownLanguage"),
            (CatalogDiagnostic.Code.baseIgnored, "baseIgnored"),
            (CatalogDiagnostic.Code.missingKey, "missingKey"),
            (CatalogDiagnostic.Code.requiredKeyMissing, "requiredKeyMissing"),
            (CatalogDiagnostic.Code.staleKey, "staleKey"),
            (CatalogDiagnostic.Code.emptyValue, "emptyValue"),
            (CatalogDiagnostic.Code.untranslated, "untranslated"),
            (CatalogDiagnostic.Code.formatMismatch, "formatMismatch"),
            (CatalogDiagnostic.Code.formatDifference, "formatDifference"),
            (CatalogDiagnostic.Code.invalidFormat, "invalidFormat"),
            (CatalogDiagnostic.Code.pluralGap, "pluralGap"),
            (CatalogDiagnostic.Code.unusedPluralCategory, "unusedPluralCategory"),
            (CatalogDiagnostic.Code.needsReview, "needsReview"),
            (CatalogDiagnostic.Code.coverageBelowMinimum, "coverageBelowMinimum"),
        ] as [(CatalogDiagnostic.Code, String)]),
        Table("CatalogError.Code", [
            (CatalogError.Code.notFound, "notFound"),
            (CatalogError.Code.unreadableFolder, "unreadableFolder"),
            (CatalogError.Code.noTables, "noTables"),
            (CatalogError.Code.unsupportedFile, "unsupportedFile"),
        ] as [(CatalogError.Code, String)]),
        Table("RenderProblem.Code", [
            (RenderProblem.Code.missingKey, "missingKey"),
            (RenderProblem.Code.incompatibleTranslation, "incompatibleTranslation"),
            (RenderProblem.Code.formatFailed, "formatFailed"),
            (RenderProblem.Code.missingPluralVariant, "missingPluralVariant"),
            (RenderProblem.Code.pluralArgumentNotANumber, "pluralArgumentNotANumber"),
        ] as [(RenderProblem.Code, String)]),
        Table("FormatDiagnostic.Code", [
            (FormatDiagnostic.Code.incompleteSpecifier, "incomplete-specifier"),
            (FormatDiagnostic.Code.unknownConversion, "unknown-conversion"),
            (FormatDiagnostic.Code.unsupportedConversion, "unsupported-conversion"),
            (FormatDiagnostic.Code.unsupportedFlag, "unsupported-flag"),
            (FormatDiagnostic.Code.invalidLengthModifier, "invalid-length-modifier"),
            (FormatDiagnostic.Code.invalidPosition, "invalid-position"),
            (FormatDiagnostic.Code.positionTooLarge, "position-too-large"),
            (FormatDiagnostic.Code.amountTooLarge, "amount-too-large"),
            (FormatDiagnostic.Code.invalidVariableName, "invalid-variable-name"),
            (FormatDiagnostic.Code.mixedPositionalAndSequential, "mixed-positional-and-sequential"),
            (FormatDiagnostic.Code.conflictingArgumentTypes, "conflicting-argument-types"),
            (FormatDiagnostic.Code.skippedArgument, "skipped-argument"),
            (FormatDiagnostic.Code.spaceFlag, "space-flag"),
        ] as [(FormatDiagnostic.Code, String)]),
        Table("FormatProblem.Code", [
            (FormatProblem.Code.invalidFormat, "invalid-format"),
            (FormatProblem.Code.missingArgument, "missing-argument"),
            (FormatProblem.Code.typeMismatch, "type-mismatch"),
            (FormatProblem.Code.valueOutOfRange, "value-out-of-range"),
            (FormatProblem.Code.incompatibleTranslation, "incompatible-translation"),
        ] as [(FormatProblem.Code, String)]),
        Table("LanguageTagError.Code", [
            (LanguageTagError.Code.empty, "empty"),
            (LanguageTagError.Code.emptySubtag, "emptySubtag"),
            (LanguageTagError.Code.subtagTooLong, "subtagTooLong"),
            (LanguageTagError.Code.invalidCharacter, "invalidCharacter"),
            (LanguageTagError.Code.nonASCII, "nonASCII"),
            (LanguageTagError.Code.invalidLanguage, "invalidLanguage"),
            (LanguageTagError.Code.misplacedSubtag, "misplacedSubtag"),
            (LanguageTagError.Code.duplicateVariant, "duplicateVariant"),
            (LanguageTagError.Code.duplicateExtension, "duplicateExtension"),
            (LanguageTagError.Code.emptyExtension, "emptyExtension"),
            (LanguageTagError.Code.notLocalizationFolder, "notLocalizationFolder"),
        ] as [(LanguageTagError.Code, String)]),
        Table("PluralError.Code", [
            (PluralError.Code.unexpectedCharacter, "unexpectedCharacter"),
            (PluralError.Code.unexpectedToken, "unexpectedToken"),
            (PluralError.Code.unexpectedEnd, "unexpectedEnd"),
            (PluralError.Code.unknownOperand, "unknownOperand"),
            (PluralError.Code.numberTooLarge, "numberTooLarge"),
            (PluralError.Code.emptyRange, "emptyRange"),
            (PluralError.Code.zeroModulus, "zeroModulus"),
            (PluralError.Code.conditionOnOther, "conditionOnOther"),
            (PluralError.Code.invalidNumber, "invalidNumber"),
        ] as [(PluralError.Code, String)]),
        Table("PropertyListError.Code", [
            (PropertyListError.Code.emptyInput, "emptyInput"),
            (PropertyListError.Code.invalidUTF8, "invalidUTF8"),
            (PropertyListError.Code.unsupportedEncoding, "unsupportedEncoding"),
            (PropertyListError.Code.unexpectedEndOfInput, "unexpectedEndOfInput"),
            (PropertyListError.Code.unexpectedCharacter, "unexpectedCharacter"),
            (PropertyListError.Code.unexpectedText, "unexpectedText"),
            (PropertyListError.Code.unknownElement, "unknownElement"),
            (PropertyListError.Code.unexpectedElement, "unexpectedElement"),
            (PropertyListError.Code.mismatchedClosingTag, "mismatchedClosingTag"),
            (PropertyListError.Code.expectedKey, "expectedKey"),
            (PropertyListError.Code.missingValue, "missingValue"),
            (PropertyListError.Code.invalidEntity, "invalidEntity"),
            (PropertyListError.Code.invalidValue, "invalidValue"),
            (PropertyListError.Code.tooDeep, "tooDeep"),
            (PropertyListError.Code.junkAfterRoot, "junkAfterRoot"),
            (PropertyListError.Code.unexpectedRootType, "unexpectedRootType"),
        ] as [(PropertyListError.Code, String)]),
        Table("StringCatalogError.Code", [
            (StringCatalogError.Code.emptyInput, "emptyInput"),
            (StringCatalogError.Code.invalidUTF8, "invalidUTF8"),
            (StringCatalogError.Code.invalidJSON, "invalidJSON"),
            (StringCatalogError.Code.tooDeep, "tooDeep"),
            (StringCatalogError.Code.typeMismatch, "typeMismatch"),
            (StringCatalogError.Code.missingField, "missingField"),
        ] as [(StringCatalogError.Code, String)]),
        Table("StringsDictDiagnostic.Code", [
            (StringsDictDiagnostic.Code.duplicateKey, "duplicateKey"),
            (StringsDictDiagnostic.Code.entryNotADictionary, "entryNotADictionary"),
            (StringsDictDiagnostic.Code.missingFormatKey, "missingFormatKey"),
            (StringsDictDiagnostic.Code.valueNotAString, "valueNotAString"),
            (StringsDictDiagnostic.Code.undefinedVariable, "undefinedVariable"),
            (StringsDictDiagnostic.Code.malformedVariableReference, "malformedVariableReference"),
            (StringsDictDiagnostic.Code.unusedVariable, "unusedVariable"),
            (StringsDictDiagnostic.Code.missingSpecType, "missingSpecType"),
            (StringsDictDiagnostic.Code.missingValueType, "missingValueType"),
            (StringsDictDiagnostic.Code.unrecognizedValueType, "unrecognizedValueType"),
            (StringsDictDiagnostic.Code.missingOtherVariant, "missingOtherVariant"),
            (StringsDictDiagnostic.Code.unknownPluralCategory, "unknownPluralCategory"),
            (StringsDictDiagnostic.Code.unexpectedKey, "unexpectedKey"),
        ] as [(StringsDictDiagnostic.Code, String)]),
        Table("StringsError.Code", [
            (StringsError.Code.emptyFile, "emptyFile"),
            (StringsError.Code.invalidUTF8, "invalidUTF8"),
            (StringsError.Code.invalidEncoding, "invalidEncoding"),
            (StringsError.Code.unsupportedFormat, "unsupportedFormat"),
            (StringsError.Code.unterminatedString, "unterminatedString"),
            (StringsError.Code.unterminatedEscape, "unterminatedEscape"),
            (StringsError.Code.unterminatedComment, "unterminatedComment"),
            (StringsError.Code.expectedSemicolon, "expectedSemicolon"),
            (StringsError.Code.expectedEqualsOrSemicolon, "expectedEqualsOrSemicolon"),
            (StringsError.Code.unexpectedCharacter, "unexpectedCharacter"),
            (StringsError.Code.unexpectedEndOfFile, "unexpectedEndOfFile"),
            (StringsError.Code.expectedArrayEnd, "expectedArrayEnd"),
            (StringsError.Code.expectedDictionaryEnd, "expectedDictionaryEnd"),
            (StringsError.Code.invalidData, "invalidData"),
            (StringsError.Code.expectedDataEnd, "expectedDataEnd"),
            (StringsError.Code.junkAfterPropertyList, "junkAfterPropertyList"),
            (StringsError.Code.tooDeeplyNested, "tooDeeplyNested"),
        ] as [(StringsError.Code, String)]),
        Table("StringsWarning.Code", [
            (StringsWarning.Code.silentTruncation, "silentTruncation"),
            (StringsWarning.Code.missingByteOrderMark, "missingByteOrderMark"),
            (StringsWarning.Code.notATable, "notATable"),
            (StringsWarning.Code.unterminatedComment, "unterminatedComment"),
            (StringsWarning.Code.unpairedSurrogate, "unpairedSurrogate"),
            (StringsWarning.Code.lowercaseUnicodeEscape, "lowercaseUnicodeEscape"),
            (StringsWarning.Code.canonicallyEquivalentKeys, "canonicallyEquivalentKeys"),
        ] as [(StringsWarning.Code, String)]),
    ]

    @Test(arguments: tables)
    func everyCodeNamesItselfByItsPublishedRawValue(_ table: Table) {
        for code in table.codes {
            #expect(code.raw == code.expected)
            #expect(code.printed == code.expected)
        }
    }

    @Test(arguments: tables)
    func noTwoCodesOfOneTypeShareARawValue(_ table: Table) {
        let raws = table.codes.map(\.raw)
        #expect(!raws.isEmpty)
        #expect(Set(raws).count == raws.count, "\(raws.sorted())")
    }

    @Test func aCodeIsMadeFromItsNameAndComparesWithTheStaticMember() {
        #expect(JSONReadError.Code("duplicateKey") == .duplicateKey)
        #expect(StringCatalogError.Code(rawValue: "tooDeep") == .tooDeep)
        #expect(SpecError.Code(rawValue: "no such code") != SpecError.Code("unknownKey"))
    }
}
