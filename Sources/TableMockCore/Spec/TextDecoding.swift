import Foundation

/// Checks that a file is UTF-8 text and, when it is not, says where: the line and column
/// (in Unicode scalars, as YAML counts them) of the first bad byte, and its offset.
enum TextDecoding {
    struct Problem: Error {
        var message: String
        var location: SourceLocation
        var hint: String?
    }

    static func decodeUTF8(_ data: Data) -> Result<String, Problem> {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return .failure(Problem(message: "the file is UTF-16 text; expected UTF-8",
                                    location: SourceLocation(line: 1, column: 1), hint: "save it as UTF-8"))
        }
        // The common case, checked by the standard library's fast validator: UTF-8 with no
        // NUL. Only a file that fails it is walked scalar by scalar to say where.
        if !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0, line = 1, column = 1
        var nulSeen = false
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if scalar == "\0" { nulSeen = true }
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
                offset += encoded.count
            case .error(let length):
                let byte = bytes[offset]
                let hex = "0x" + String(byte, radix: 16, uppercase: true)
                let binary = nulSeen || bytes.prefix(offset).contains(0)
                return .failure(Problem(
                    message: binary
                        ? "the file is binary data, not JSON or YAML text (invalid UTF-8 byte \(hex) at offset \(offset))"
                        : "the file is not valid UTF-8: byte \(hex) at offset \(offset)\(length > 1 ? " starts a broken sequence" : "")",
                    location: SourceLocation(line: line, column: column),
                    hint: binary ? nil : "save the file as UTF-8"))
            case .emptyInput:
                if nulSeen, let nul = bytes.firstIndex(of: 0) {
                    let before = bytes[..<nul]
                    let nulLine = before.filter { $0 == 0x0A }.count + 1
                    let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
                    let col = (String(decoding: bytes[lineStart..<nul], as: UTF8.self).unicodeScalars.count) + 1
                    return .failure(Problem(message: "the file contains a NUL byte at offset \(nul); it is binary data, not JSON or YAML text",
                                            location: SourceLocation(line: nulLine, column: col)))
                }
                return .success(String(decoding: bytes, as: UTF8.self))
            }
        }
    }
}
