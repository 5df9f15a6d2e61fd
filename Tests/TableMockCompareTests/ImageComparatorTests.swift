import TableMockCompare
import TableMockRaster
import Testing

/// Each tier of the comparator on small synthetic images.
@Suite struct ImageComparatorTests {
    static let white = RGBAPixel(red: 255, green: 255, blue: 255)
    static let black = RGBAPixel(red: 0, green: 0, blue: 0)

    static func canvas(_ w: Int = 32, _ h: Int = 32, _ fill: RGBAPixel = white) -> RGBAImage {
        RGBAImage(width: w, height: h, fill: fill)
    }

    @Test func identicalPixelsTakeTheFastPath() {
        let r = ImageComparator.compare(expected: Self.canvas(), actual: Self.canvas())
        #expect(r.verdict == .identical)
        #expect(r.matches && r.isIdentical && r.differingPixels == 0)
        #expect(r.worstWindow == nil && r.boundingBox == nil)
        #expect(r.explanation == ["pixels: identical"])
    }

    @Test func onePixelChangeFailsStrictDefaultsWithEveryNumber() {
        var actual = Self.canvas()
        actual[5, 7] = RGBAPixel(red: 255, green: 0, blue: 0)
        let r = ImageComparator.compare(expected: Self.canvas(), actual: actual)
        #expect(r.verdict == .different)
        #expect(r.failures == [.diffRatio, .windowDensity])
        #expect(r.differingPixels == 1 && r.totalPixels == 1024)
        #expect(r.boundingBox == PixelRect(x: 5, y: 7, width: 1, height: 1))
        #expect(r.worstWindow?.differingPixels == 1)
        #expect(r.worstWindow?.density == 1.0 / 256)
        let text = r.explanation.joined(separator: "\n")
        #expect(text.contains("differing pixels: 1 of 1024, ratio 0.000977 (max 0, default; change with --max-diff-ratio) — FAIL"), "\(text)")
        #expect(text.contains("changes within x 5...5, y 7...7 (1×1)"), "\(text)")
    }

    @Test func budgetsLetOnePixelThrough() {
        var actual = Self.canvas()
        actual[5, 7] = Self.black
        var options = ComparisonOptions()
        options.apply(.number(0.001), to: .maxDiffRatio, from: .flag)
        options.apply(.number(0.01), to: .maxWindowDensity, from: .configFile)
        let r = ImageComparator.compare(expected: Self.canvas(), actual: actual, options: options)
        #expect(r.verdict == .withinTolerance)
        #expect(r.explanation.contains { $0.contains("(max 0.001, flag --max-diff-ratio)") })
        #expect(r.explanation.contains { $0.contains("(max 0.01, config file key maxWindowDensity)") })
    }

    @Test(arguments: [
        (RGBAPixel(red: 128, green: 128, blue: 128), RGBAPixel(red: 129, green: 128, blue: 128), true),
        (RGBAPixel(red: 200, green: 199, blue: 204), RGBAPixel(red: 200, green: 199, blue: 205), true),
        (RGBAPixel(red: 200, green: 199, blue: 204), RGBAPixel(red: 200, green: 199, blue: 214), false),
        (RGBAPixel(red: 0, green: 122, blue: 255), RGBAPixel(red: 0, green: 112, blue: 255), false),
    ])
    func colourShiftUnderAndOverTheThreshold(_ from: RGBAPixel, _ to: RGBAPixel, _ passes: Bool) {
        let r = ImageComparator.compare(expected: Self.canvas(8, 8, from), actual: Self.canvas(8, 8, to))
        #expect(r.matches == passes, "largest distance \(r.largestDistance)")
        #expect(!r.isIdentical)
        #expect(passes ? r.belowThresholdPixels == 64 : r.differingPixels == 64)
    }

    @Test func aHigherThresholdAcceptsALargerShift() {
        var options = ComparisonOptions()
        options.apply(.number(10), to: .threshold, from: .specOverride)
        let r = ImageComparator.compare(expected: Self.canvas(8, 8, RGBAPixel(red: 200, green: 199, blue: 204)),
                                        actual: Self.canvas(8, 8, RGBAPixel(red: 200, green: 199, blue: 214)), options: options)
        #expect(r.matches)
        #expect(r.explanation.contains { $0.contains("colour threshold: ΔE94 10 (per-spec override of threshold)") })
    }

    @Test func alphaOnlyChangesAreSeen() {
        let r = ImageComparator.compare(expected: Self.canvas(4, 4, RGBAPixel(red: 255, green: 255, blue: 255, alpha: 255)),
                                        actual: Self.canvas(4, 4, RGBAPixel(red: 255, green: 255, blue: 255, alpha: 0)))
        #expect(r.differingPixels == 16)
        let transparent = ImageComparator.compare(expected: Self.canvas(4, 4, .transparent),
                                                  actual: Self.canvas(4, 4, RGBAPixel(red: 9, green: 9, blue: 9, alpha: 0)))
        #expect(transparent.matches && transparent.belowThresholdPixels == 16)
    }

    /// Black left of x = 8, white right of it, and an anti-aliased grey column at x = 8
    /// whose shade moves (the edge moved by a fraction of a pixel).
    static func edge(_ grey: UInt8) -> RGBAImage {
        var image = canvas(16, 16)
        for y in 0..<16 {
            for x in 0..<8 { image[x, y] = black }
            image[8, y] = RGBAPixel(red: grey, green: grey, blue: grey)
        }
        return image
    }

    @Test func antiAliasedEdgeShiftIsExcusedOnlyWhenAsked() {
        let strict = ImageComparator.compare(expected: Self.edge(128), actual: Self.edge(90))
        #expect(strict.differingPixels == 16 && !strict.matches)
        var options = ComparisonOptions()
        options.apply(.flag(true), to: .ignoreAntiAliasing, from: .flag)
        let lenient = ImageComparator.compare(expected: Self.edge(128), actual: Self.edge(90), options: options)
        #expect(lenient.matches, "\(lenient.explanation)")
        #expect(lenient.antiAliasedPixels == 16 && lenient.differingPixels == 0)
    }

    @Test func aRealChangeIsNotAntiAliasing() {
        var actual = Self.canvas(16, 16)
        for y in 4..<8 { for x in 4..<8 { actual[x, y] = Self.black } }
        var options = ComparisonOptions()
        options.apply(.flag(true), to: .ignoreAntiAliasing, from: .flag)
        let r = ImageComparator.compare(expected: Self.canvas(16, 16), actual: actual, options: options)
        #expect(r.differingPixels == 16 && !r.matches)
    }

    @Test func sizeChangeIsPaddedComparedAndReportedWithBothSizes() {
        let r = ImageComparator.compare(expected: Self.canvas(10, 10), actual: Self.canvas(10, 12))
        #expect(!r.matches && r.failures.first == .sizeMismatch)
        #expect(r.comparedSize == PixelSize(width: 10, height: 12))
        #expect(r.differingPixels == 20)
        #expect(r.boundingBox == PixelRect(x: 0, y: 10, width: 10, height: 2))
        #expect(r.explanation[0] == "size: expected 10×10, actual 10×12 (compared padded to 10×12) — FAIL")
    }

    @Test func windowBudgetTellsScatteredNoiseFromADenseChange() {
        var noise = Self.canvas(100, 100), block = Self.canvas(100, 100)
        for i in 0..<25 { noise[(i % 5) * 20 + 3, (i / 5) * 20 + 7] = Self.black }
        for y in 40..<45 { for x in 60..<65 { block[x, y] = Self.black } }
        var options = ComparisonOptions()
        options.apply(.number(0.005), to: .maxDiffRatio, from: .configFile)
        options.apply(.number(0.02), to: .maxWindowDensity, from: .configFile)
        let scattered = ImageComparator.compare(expected: Self.canvas(100, 100), actual: noise, options: options)
        let dense = ImageComparator.compare(expected: Self.canvas(100, 100), actual: block, options: options)
        #expect(scattered.diffRatio == dense.diffRatio)
        #expect(scattered.matches, "\(scattered.explanation)")
        #expect(!dense.matches && dense.failures == [.windowDensity])
        #expect(dense.worstWindow?.differingPixels == 25)
        #expect(dense.worstWindow?.rect.width == 16)
    }

    @Test func diffImageFadesTheOriginalAndPaintsChangesInFixedColours() {
        var actual = Self.canvas(16, 16)
        actual[3, 3] = Self.black
        let expected = Self.canvas(16, 16)
        let r = ImageComparator.compare(expected: expected, actual: actual)
        let diff = DiffImage.render(expected: expected, actual: actual, result: r)
        #expect(diff[3, 3] == DiffImage.differing)
        #expect(diff[0, 0] == DiffImage.frame)              // frame 3 px around the change
        #expect(diff[10, 10] == RGBAPixel(red: 255, green: 255, blue: 255))
    }
}
