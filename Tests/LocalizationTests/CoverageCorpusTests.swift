import Testing
import Localization

/// Coverage over the real apps of the shared corpus: the plural gaps they are known to have.
@Suite struct CoverageCorpusTests {
    static func report(_ app: String) throws -> CoverageReport {
        CoverageReport(catalog: try Catalog(contentsOf: CatalogFixtures.corpus + "/" + app))
    }

    @Test(.enabled(if: CatalogFixtures.corpusIsAvailable, "the shared corpus (../shared/corpus/strings) is not on this machine"))
    func findsEveryCatalogOfTheCorpus() throws {
        let found = Catalog.catalogPaths(under: CatalogFixtures.corpus).map { $0.split(separator: "/").last.map(String.init) ?? "" }
        #expect(found == ["Automattic__simplenote-ios", "Dimillian__IceCubesApp", "mastodon__mastodon-ios"])
    }

    @Test(.enabled(if: CatalogFixtures.corpusIsAvailable, "the shared corpus (../shared/corpus/strings) is not on this machine"))
    func findsUkrainianPluralsWithOnlyOneAndOther() throws {
        let report = try Self.report("Dimillian__IceCubesApp")
        let ukrainian = report.findings.filter { $0.code == .pluralGap && $0.locale?.description == "uk" }
        #expect(ukrainian.count >= 11)
        #expect(ukrainian.allSatisfy { $0.severity == .error && $0.detail == "few,many" })
        #expect(ukrainian.contains { $0.key == "status.poll.n-votes %lld" })
    }

    @Test(.enabled(if: CatalogFixtures.corpusIsAvailable, "the shared corpus (../shared/corpus/strings) is not on this machine"))
    func findsPolishPluralsWithoutMany() throws {
        let report = try Self.report("Dimillian__IceCubesApp")
        let polish = report.findings.filter { $0.code == .pluralGap && $0.locale?.description == "pl" }
        #expect(polish.allSatisfy { $0.severity == .error })
        #expect(Set(polish.filter { $0.detail == "many" }.compactMap(\.key)).count >= 9)
        #expect(polish.contains { $0.key == "status.summary.n-boosts %lld" && $0.detail == "many" })
    }

    @Test(.enabled(if: CatalogFixtures.corpusIsAvailable, "the shared corpus (../shared/corpus/strings) is not on this machine"))
    func findsFrenchPluralsWithoutManyAsWarnings() throws {
        let report = try Self.report("mastodon__mastodon-ios")
        let french = report.findings.filter { $0.code == .pluralGap && $0.locale?.description == "fr" }
        #expect(french.count == 31)
        #expect(french.allSatisfy { $0.severity == .warning && $0.detail == "many" })
        // Russian and Czech have all their forms.
        #expect(!report.findings.contains { $0.code == .pluralGap && ["ru", "cs"].contains($0.locale?.description) })
    }

    @Test(.enabled(if: CatalogFixtures.corpusIsAvailable, "the shared corpus (../shared/corpus/strings) is not on this machine"))
    func readsEveryCorpusFileAndKeepsTheDevelopmentLanguageComplete() throws {
        for app in ["Automattic__simplenote-ios", "Dimillian__IceCubesApp", "mastodon__mastodon-ios"] {
            let report = try Self.report(app)
            #expect(!report.findings.contains { $0.code == .unreadableFile }, "\(app)")
            #expect(report.locales.first?.isDevelopmentLanguage == true)
            #expect(report.locales.first?.coverage == 100, "\(app)")
        }
    }
}
