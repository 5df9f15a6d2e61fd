import Foundation
import TableMockFiles
import TableMockScene

/// Checks a theme's font file before the text engine loads it, so that a problem is
/// reported in the theme file (line, column, `/fonts/<key>/file`) with advice that fits:
/// - missing under /usr/share/fonts: install the package (and the closest file name there,
///   in case the package is installed and the name is wrong);
/// - missing elsewhere (a user's own font): the closest file name, what the folder holds,
///   or that the path is wrong;
/// - present but not a font (by its first bytes): for a Debian font, reinstall the package;
///   for a user's file, it is not a font file.
enum FontFileCheck {
    /// Where Debian font packages install their files. Only fonts under it are the
    /// package's to install or reinstall; any other path is the user's own.
    static let packageFontFolder = "/usr/share/fonts/"
    static let fontExtensions: Set<String> = ["otf", "ttf", "ttc", "otc", "woff", "woff2", "pfb", "pfa", "t1", "pcf", "bdf"]
    /// File names listed when no close one is found.
    static let listedNames = 8

    struct Problem: Equatable {
        var message: String
        var hint: String
    }

    static func problem(with file: FontFile, files: any FileAccess) -> Problem? {
        let path = file.path
        // A path is quoted whole: its end, the file name, is what the user must see.
        let shown = quoted(path, limit: 4096)
        let packaged = path.hasPrefix(packageFontFolder)
        let url = URL(fileURLWithPath: path)
        switch files.entry(at: url, as: .font) {
        case .refused(let refusal):
            return Problem(message: refusal.message(naming: shown), hint: refusal.hint ?? "check the path")
        case .folder, .other:
            return Problem(message: "font file \(shown) is not a regular file",
                           hint: "name the font file itself (usually .otf or .ttf)")
        case .regularFile:
            guard let head = try? files.readPrefix(url, count: 16, as: .font) else {
                return Problem(message: "font file \(shown) cannot be read",
                               hint: packaged ? "reinstall the Debian package \(file.package)" : "check that it is a file you may read")
            }
            if isFont(head) { return nil }
            return Problem(message: "font file \(shown) is not a font (TrueType, OpenType, WOFF or Type 1)",
                           hint: packaged ? "reinstall the Debian package \(file.package)"
                                          : "name the font file itself (usually .otf or .ttf)")
        case .missing:
            break
        }
        let name = url.lastPathComponent
        let fonts = ((try? files.list(url.deletingLastPathComponent(), as: .font)) ?? [])
            .filter { fontExtensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }.sorted()
        let message = "font file \(shown) not found"
        if packaged {
            // Several packages share a folder (truetype/noto holds fonts-noto-core's and
            // fonts-noto-ui-core's files): another font beside it says nothing about whether
            // this package is installed, so install advice always comes first.
            let install = "install the Debian package \(file.package)"
            if let match = Suggestions.closest(to: name, in: fonts) {
                return Problem(message: message, hint: "\(install); if it is installed, did you mean \(quoted(match))?")
            }
            if !fonts.isEmpty { return Problem(message: message, hint: "\(install); if it is installed, its folder holds \(listing(fonts))") }
            return Problem(message: message, hint: install)
        }
        if !fonts.isEmpty {
            if let match = Suggestions.closest(to: name, in: fonts) {
                return Problem(message: message, hint: "did you mean \(quoted(match))?")
            }
            return Problem(message: message, hint: "its folder holds \(listing(fonts))")
        }
        return Problem(message: message, hint: "check the path; a relative font path is read from the theme file's folder")
    }

    /// The first few file names, and how many more there are.
    static func listing(_ fonts: [String]) -> String {
        let listed = fonts.prefix(listedNames).joined(separator: ", ")
        return listed + (fonts.count > listedNames ? ", and \(fonts.count - listedNames) more" : "")
    }

    /// The first bytes of a font format FreeType reads: TrueType and OpenType (and their
    /// collections), WOFF and WOFF2, Type 1 (PFB and PFA), PCF, BDF, or a gzip-compressed
    /// font (PCF fonts often are).
    static func isFont(_ head: Data) -> Bool {
        let bytes = [UInt8](head)
        func starts(_ prefix: [UInt8]) -> Bool { bytes.starts(with: prefix) }
        func starts(_ text: String) -> Bool { bytes.starts(with: Array(text.utf8)) }
        return starts([0x00, 0x01, 0x00, 0x00]) || starts("OTTO") || starts("true") || starts("typ1") || starts("ttcf")
            || starts("wOFF") || starts("wOF2") || starts([0x80, 0x01]) || starts("%!PS-AdobeFont") || starts("%!FontType1")
            || starts([0x01, 0x66, 0x63, 0x70]) || starts("STARTFONT") || starts([0x1F, 0x8B])
    }
}
