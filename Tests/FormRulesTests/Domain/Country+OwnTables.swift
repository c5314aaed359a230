@testable import FormRules

extension Country {
    /// The countries whose regions and postal codes the engine checks with tables of its own
    /// (numeric ranges, DC and the outlying areas, border exceptions): what the tests of those
    /// tables run over. Every other country is the address data's (AddressDataTests).
    static let withOwnTables: [Country] = [.unitedStates, .australia]
}
