import Foundation
import Synchronization
import TableMockCairo
import TableMockRaster
import TableMockScene
import Testing

@Suite("Byte-identical output")
struct DeterminismTests {
    @Test("the same scene gives the same bytes twice and across engines", arguments: OutputFormat.allCases)
    func sameBytes(format: OutputFormat) throws {
        let first = try TestFonts.engine(), second = try TestFonts.engine()
        let scene = TestScenes.table(engine: first)
        let a = try SceneRenderer.render(scene, as: format, engine: first)
        let b = try SceneRenderer.render(scene, as: format, engine: first)
        let c = try SceneRenderer.render(scene, as: format, engine: second)
        #expect(a == b)
        #expect(a == c)
        #expect(!a.isEmpty)
    }

    @Test("two threads, each with its own engine, render identical PNGs")
    func twoThreads() throws {
        let scene = TestScenes.table(engine: try TestFonts.engine())
        let results = Mutex<[Data]>([])
        let failures = Threads.run(2) { _ in
            let engine = try TestFonts.engine()
            for _ in 0..<4 {
                let png = try SceneRenderer.render(scene, as: .png, engine: engine)
                results.withLock { $0.append(png) }
            }
        }
        #expect(failures == [])
        let all = results.withLock { $0 }
        #expect(all.count == 8)
        #expect(Set(all).count == 1)
    }
}
