import Testing
@testable import form_check

@Suite struct JSONCommandTests {
    @Test func acceptsValidJSONWithStatusZero() throws {
        let file = try temporaryFile("ok.json", #"{"name": "Ada", "tags": [1, 2.5, null]}"#)
        let result = runCLI(["json", file])
        #expect(result.status == 0)
        #expect(result.output == "documents=1 valid=1 invalid=0\n")
    }

    @Test func reportsADuplicateKeyWithBothPlacesAndAnExcerpt() throws {
        let file = try temporaryFile("dup.json", "{\"a\": 1,\n \"a\": 2}")
        let result = runCLI(["json", file])
        #expect(result.status == 65)
        #expect(result.output == """
            \(file):2:2: error: duplicate key "a" in one object; readers disagree on which value wins, so it is rejected (first at 1:2) [duplicateKey]
                 "a": 2}
                 ^
            documents=1 valid=0 invalid=1

            """)
    }

    @Test func reportsAMissingFileWithStatus66AndChecksTheRest() throws {
        let file = try temporaryFile("ok.json", "[]")
        let result = runCLI(["json", "/nonexistent/x.json", file])
        #expect(result.status == 66)
        #expect(result.error == "Error: /nonexistent/x.json: no such file\n")
        #expect(result.output == "documents=1 valid=1 invalid=0\n")
    }

    @Test func reportsEachBadNDJSONLineAndKeepsGoing() throws {
        let file = try temporaryFile("batch.ndjson", "{\"a\": 1}\n[1,,2]\n\n\"x\"\n{\"b\": tru}\n")
        let result = runCLI(["json", "--ndjson", "--format", "json", file])
        #expect(result.status == 65)
        #expect(result.output == """
            {"file":"\(file)","line":2,"column":4,"offset":12,"code":"unexpectedCharacter","message":"unexpected character ',': expected a value"}
            {"file":"\(file)","line":5,"column":10,"offset":30,"code":"invalidLiteral","message":"unexpected character '}': expected 'true'"}
            {"summary":{"documents":4,"valid":2,"invalid":2}}

            """)
    }

    @Test func appliesLimitsFromTheCommandLine() throws {
        let file = try temporaryFile("deep.json", "[[[[1]]]]")
        #expect(runCLI(["json", "--max-depth", "4", file]).status == 0)
        let result = runCLI(["json", "--max-depth", "3", file])
        #expect(result.status == 65)
        #expect(result.output.contains("[tooDeeplyNested]"))
        let big = runCLI(["json", "--max-document-bytes", "4", file])
        #expect(big.output.contains("is larger than the limit of 4 bytes (maxDocumentBytes) [documentTooLarge]"))
    }

    @Test func readsStandardInputInTheBuiltBinary() throws {
        let result = try runBinary(["json", "--ndjson", "-"], input: "{\"a\":1}\n{\"a\":1,\"a\":2}\n")
        #expect(result.status == 65)
        #expect(result.output.hasPrefix("<stdin>:2:8: error: duplicate key \"a\""))
        #expect(result.output.hasSuffix("documents=2 valid=1 invalid=1\n"))
    }
}
