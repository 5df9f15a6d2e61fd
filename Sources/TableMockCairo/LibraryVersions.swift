import CPangoCairo

/// The versions of the C libraries that decide what a render looks like, as loaded at run
/// time (not as compiled against), for the golden-image environment fingerprint.
public enum LibraryVersions {
    /// `cairo`, `pango`, `harfbuzz`, `freetype`, `fontconfig`, `pixman` -> version.
    public static func current() -> [String: String] {
        var versions: [String: String] = [
            "cairo": String(cString: cairo_version_string()),
            "pango": String(cString: pango_version_string()),
            "harfbuzz": String(cString: hb_version_string()),
            "pixman": String(cString: pixman_version_string()),
        ]
        let fc = Int(FcGetVersion())
        versions["fontconfig"] = "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)"
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0, let library {
            var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
            FT_Library_Version(library, &major, &minor, &patch)
            FT_Done_FreeType(library)
            versions["freetype"] = "\(major).\(minor).\(patch)"
        }
        return versions
    }
}
