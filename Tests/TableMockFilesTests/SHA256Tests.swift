import Foundation
import TableMockFiles
import Testing

/// The hand-written SHA-256 (font fingerprints, figure and request keys) against FIPS 180-4's vectors.
@Suite struct SHA256Tests {
    @Test func sha256MatchesTheStandardVectors() {
        #expect(SHA256.hex(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        let long = Data(repeating: 0x61, count: 1000)
        #expect(SHA256.hex(long) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}
