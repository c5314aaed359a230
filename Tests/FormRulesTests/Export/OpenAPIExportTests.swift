import Testing
@testable import FormRules

/// The OpenAPI document of the backend example's routes, made from the bundled specs.
@Suite struct OpenAPIExportTests {
    static func document() throws -> FormValue {
        OpenAPIExport(specs: try ProjectFiles.specNames.map { try ProjectFiles.spec($0) }).document
    }

    @Test func everyFormHasASubmitAndAnUpdateRoute() throws {
        let document = try Self.document()
        #expect(document["openapi"] == "3.1.0")
        let paths = document["paths"]?.object?.keys ?? []
        #expect(paths == ProjectFiles.specNames.map { "/forms/" + $0 } + ["/health", "/openapi.json"])
        for form in ProjectFiles.specNames {
            #expect(document.at("/paths/~1forms~1\(form)/post/requestBody/content/application~1json/schema/$ref") == .string("#/components/schemas/\(form)"))
            #expect(document.at("/paths/~1forms~1\(form)/patch/operationId") == .string("update-\(form)"))
        }
    }

    /// (status, component of the problem document the backend sends with it).
    @Test(arguments: [("400", "NotJSONProblem"), ("413", "TooLargeProblem"), ("415", "Problem"), ("422", "InvalidSubmissionProblem"), ("500", "Problem")])
    func everyAnswerIsAProblemDocumentOfItsKind(status: String, component: String) throws {
        let document = try Self.document()
        let reference = document.at("/paths/~1forms~1login/post/responses/\(status)/content/application~1problem+json/schema/$ref")
        #expect(reference == .string("#/components/schemas/\(component)"))
        #expect(document.at("/components/schemas/\(component)/required")?.array?.contains("status") == true)
    }

    @Test func theInvalidSubmissionProblemListsTheMembersOfEachError() throws {
        let error = try Self.document().at("/components/schemas/InvalidSubmissionProblem/properties/errors/items/required")
        #expect(error == ["pointer", "field", "rule", "messageKey", "detail"])
    }

    @Test func everyReferenceResolvesInsideTheDocument() throws {
        let document = try Self.document()
        let references = Set(SchemaTree.references(in: document))
        #expect(references.contains("#/components/schemas/personal-details/$defs/regions.US"))
        for reference in references {
            #expect(reference.hasPrefix("#/"))
            #expect(document.at(String(reference.dropFirst())) != nil, "\(reference)")
        }
    }

    @Test func aSpecOfVariantsRefersToItsVariantsFormsWithADiscriminator() throws {
        let document = try Self.document()
        let channel = document.at("/components/schemas/login-channel")
        #expect(channel?["oneOf"] == [["$ref": "#/components/schemas/login"], ["$ref": "#/components/schemas/customer-api-token"],
                                      ["$ref": "#/components/schemas/customer-error"]])
        #expect(channel?["discriminator"]?["propertyName"] == "type")
        #expect(channel?["discriminator"]?["mapping"]?["CUSTOMER_ERROR"] == "#/components/schemas/customer-error")
    }

    @Test func aPartIncludedAsWrittenIsOneSharedComponent() throws {
        let document = try Self.document()
        #expect(document.at("/components/schemas/personal-details/properties/address") == ["$ref": "#/components/schemas/part.address"])
        #expect(document.at("/components/schemas/part.address/properties/postalCode") != nil)
    }

    @Test func theRequestSchemasAreTheExportedOnesWithoutTheirDialect() throws {
        let document = try Self.document()
        let exported = JSONSchemaExport(spec: try ProjectFiles.spec("login")).schema
        let component = document.at("/components/schemas/login")
        #expect(component?["$schema"] == nil)
        // The same schema, its references pointing into the component instead of its own root.
        let local = component?["properties"]?.jsonText().replacing("#/components/schemas/login/$defs/", with: "#/$defs/")
        #expect(local == exported["properties"]?.jsonText())
        #expect(component?["required"] == exported["required"])
        #expect(component?["$defs"] == exported["$defs"])
    }
}
