import TableMockFiles
import TableMockCompare

/// A static, self-contained HTML page for a check run: it opens from disk (no server, no
/// network), with a small inline stylesheet and script. Each golden that did not pass gets
/// Side by side, Diff, Slider and Toggle views of its expected, actual and diff images,
/// which are linked by paths relative to the page (the artifacts folder) and never
/// anything else.
public enum HTMLReport {
    public static func render(_ report: CheckReport) -> String {
        let problems = report.entries.filter { $0.status != .passed || $0.wroteGolden }
        let passed = report.entries.filter { $0.status == .passed && !$0.wroteGolden }
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>tablemock check: \(escape(report.summaryLine))</title>
            <style>\(style)</style></head><body>
            <h1>tablemock check</h1>
            <p class="summary">\(escape(report.summaryLine)) — goldens in <code>\(escape(report.goldenDirectory))</code>, \
            record mode <code>\(report.recordMode.rawValue)</code>\(report.shard.map { ", shard <code>\($0)</code>" } ?? "")</p>

            """
        for (index, entry) in problems.enumerated() { html += section(entry, index: index) }
        if !passed.isEmpty {
            html += "<details class=\"passed\"><summary>\(passed.count) passed</summary><ul>\n"
            for e in passed { html += "<li><code>\(escape(e.fileName))</code> <span>\(escape(e.lines.first ?? ""))</span></li>\n" }
            html += "</ul></details>\n"
        }
        html += "<script>\(script)</script>\n</body></html>\n"
        return html
    }

    /// Every file the page links to, relative to it (for tests and for copying a report).
    public static func linkedFiles(_ report: CheckReport) -> [String] {
        report.entries.filter { $0.status != .passed || $0.wroteGolden }.flatMap { $0.artifacts?.all ?? [] }
    }

    private static func section(_ e: CheckEntry, index: Int) -> String {
        var s = "<section class=\"entry \(e.status.rawValue)\" id=\"e\(index)\">\n"
        s += "<h2><span class=\"badge\">\(e.status.rawValue)</span> <code>\(escape(e.fileName))</code>"
        s += " <small>from <code>\(escape(e.spec))</code></small></h2>\n"
        let layoutLines = e.layoutChanges.map { LayoutDiff.lines($0, limit: .max) } ?? []
        if !e.lines.isEmpty || !e.environmentChanges.isEmpty || !layoutLines.isEmpty {
            s += "<ul class=\"numbers\">"
            for line in e.lines { s += "<li\(line.contains("FAIL") ? " class=\"fail\"" : "")>\(escape(line))</li>" }
            for line in layoutLines { s += "<li class=\"layout\">\(escape(line))</li>" }
            for line in e.environmentChanges { s += "<li class=\"env\">\(escape(line))</li>" }
            s += "</ul>\n"
        }
        guard let a = e.artifacts, !a.all.isEmpty else { return s + "</section>\n" }
        guard e.format == "png" else {
            s += "<p>" + [("expected", a.expected), ("actual", a.actual), ("diff", a.diff)].compactMap { label, path in
                path.map { "<a href=\"\(attribute($0))\">\(label)</a>" }
            }.joined(separator: " · ") + "</p>\n</section>\n"
            return s
        }
        let views = [("side", "Side by side"), ("diff", "Diff"), ("slider", "Slider"), ("toggle", "Toggle")]
            .filter { $0.0 == "side" || (a.expected != nil && a.actual != nil) }
        s += "<div class=\"tabs\">" + views.enumerated().map { i, v in
            "<button data-view=\"\(v.0)\"\(i == 0 ? " class=\"on\"" : "")>\(v.1)</button>"
        }.joined() + "</div>\n"
        s += "<div class=\"view side on\">"
        for (label, path) in [("expected", a.expected), ("actual", a.actual), ("diff", a.diff)] {
            guard let path else { continue }
            s += "<figure><figcaption>\(label)</figcaption><a href=\"\(attribute(path))\"><img src=\"\(attribute(path))\" alt=\"\(label)\"></a></figure>"
        }
        s += "</div>\n"
        if let expected = a.expected, let actual = a.actual {
            let diff = a.diff ?? actual
            s += "<div class=\"view diff\"><div class=\"marked\"><img src=\"\(attribute(diff))\" alt=\"diff\">"
                + marks(e.layoutChanges ?? []) + "</div>"
                + (e.layoutChanges?.isEmpty == false ? "<p class=\"hint\">outlined: the elements whose layout changed (hover for what)</p>" : "")
                + "</div>\n"
            if let c = e.comparison {
                let stack = Stack(expected: c.expectedSize, actual: c.actualSize)
                s += """
                    <div class="view slider">\(stack.html(expected: expected, actual: actual, extraClass: ""))\
                    <input type="range" min="0" max="100" value="50" aria-label="expected | actual" \
                    style="width:\(stack.width)px">\
                    <p class="hint">left: expected · right: actual\(stack.note)</p></div>

                    """
                s += """
                    <div class="view toggle">\(stack.html(expected: expected, actual: actual, extraClass: " flip"))\
                    <p class="hint">click the image to switch; showing <b>expected</b>\(stack.note)</p></div>

                    """
            }
        }
        return s + "</section>\n"
    }

    /// An outline over the diff image, in its pixels, for each element the layout says
    /// changed; its title says what changed.
    static func marks(_ changes: [LayoutChange]) -> String {
        changes.flatMap { change in
            change.frames.map { f in
                "<div class=\"mark\" style=\"left:\(f.x)px;top:\(f.y)px;width:\(f.width)px;height:\(f.height)px\" "
                    + "title=\"\(escape(change.text))\"></div>"
            }
        }.joined()
    }

    /// The slider and toggle views: both images in one coordinate space, the size of the
    /// larger width and height (as the comparator pads them), scaled by one factor and
    /// anchored top-left, so that a pixel of one lies over the same pixel of the other
    /// whatever their sizes. Each image sits in a layer the size of the whole space; the
    /// slider clips the expected layer, so its edge is at the same place in both.
    struct Stack {
        static let maxWidth = 360.0, maxHeight = 720.0
        var expected: PixelSize
        var actual: PixelSize
        var space: PixelSize {
            PixelSize(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
        }
        var scale: Double {
            min(1, Self.maxWidth / Double(max(1, space.width)), Self.maxHeight / Double(max(1, space.height)))
        }
        func px(_ v: Int) -> String { formatNumber((Double(v) * scale * 100).rounded() / 100) }
        var width: String { px(space.width) }
        var height: String { px(space.height) }
        /// Says how the images were placed when their sizes differ.
        var note: String {
            expected == actual ? "" : " (expected \(expected), actual \(actual): both drawn top-left on \(space), the larger size)"
        }

        func html(expected expectedPath: String, actual actualPath: String, extraClass: String) -> String {
            func layer(_ path: String, _ size: PixelSize, _ label: String, top: Bool) -> String {
                "<div class=\"layer\(top ? " top" : "")\"><img src=\"\(attribute(path))\" alt=\"\(label)\" "
                    + "style=\"width:\(px(size.width))px;height:\(px(size.height))px\"></div>"
            }
            return "<div class=\"stack\(extraClass)\" style=\"width:\(width)px;height:\(height)px\">"
                + layer(actualPath, actual, "actual", top: false) + layer(expectedPath, expected, "expected", top: true)
                + "</div>"
        }
    }

    /// Text for HTML and XML 1.0 (junit.xml), in content and attribute values alike:
    /// markup characters as entities, line breaks and tabs as character references, and the
    /// characters XML 1.0 forbids (other C0 controls, U+FFFE, U+FFFF) as visible `\u001B`
    /// escapes, so any file name gives a well-formed document.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += TerminalText.code(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A relative path as an attribute value: each segment percent-encoded where needed.
    static func attribute(_ path: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/".utf8)
        var out = ""
        for byte in path.utf8 {
            if safe.contains(byte) { out.append(Character(UnicodeScalar(byte))) }
            else { out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true) }
        }
        return out
    }

    private static let style = """
        body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:24px;color:#1c1c1e;background:#f2f2f7}
        h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:0 0 8px}
        code{font:12px ui-monospace,monospace;background:#e5e5ea;padding:1px 4px;border-radius:4px}
        .entry{background:#fff;border-radius:10px;padding:16px;margin:16px 0;box-shadow:0 1px 2px #0002}
        .badge{font-size:12px;text-transform:uppercase;color:#fff;background:#8e8e93;border-radius:4px;padding:2px 6px}
        .failed .badge,.error .badge,.missing .badge{background:#d70015}.recorded .badge{background:#0040dd}
        .numbers{margin:0 0 12px;padding-left:18px;font:12px ui-monospace,monospace}
        .numbers .fail{color:#d70015}.numbers .env{color:#8a4b00}.numbers .layout{color:#0040dd}
        .marked{position:relative;display:inline-block;overflow:hidden;border:1px solid #d1d1d6}.marked img{display:block;border:0}
        .mark{position:absolute;box-sizing:border-box;border:2px solid #0040dd;background:#0040dd1a}
        .tabs button{border:1px solid #c7c7cc;background:#fff;padding:4px 10px;border-radius:6px;margin-right:4px;cursor:pointer}
        .tabs button.on{background:#007aff;color:#fff;border-color:#007aff}
        .view{display:none;margin-top:12px}.view.on{display:block}
        .side{display:none;gap:12px}.side.on{display:flex;flex-wrap:wrap}
        figure{margin:0}figcaption{font-size:12px;color:#6c6c70}
        img{max-width:360px;max-height:720px;border:1px solid #d1d1d6;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
        .diff img{max-width:none;max-height:none}
        .stack{position:relative;border:1px solid #d1d1d6}
        .stack .layer{position:absolute;left:0;top:0;right:0;bottom:0;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
        .stack img{display:block;max-width:none;max-height:none;border:0;background:none}
        .slider input{display:block}.hint{font-size:12px;color:#6c6c70}
        .flip{cursor:pointer}.passed ul{font-size:12px}
        """

    private static let script = """
        document.querySelectorAll('.entry').forEach(function(entry){
          entry.querySelectorAll('.tabs button').forEach(function(b){
            b.addEventListener('click',function(){
              entry.querySelectorAll('.tabs button').forEach(function(x){x.classList.toggle('on',x===b)});
              entry.querySelectorAll('.view').forEach(function(v){v.classList.toggle('on',v.classList.contains(b.dataset.view))});
            });
          });
          var range=entry.querySelector('.slider input'), top=entry.querySelector('.slider .top');
          if(range&&top){var clip=function(){top.style.clipPath='inset(0 '+(100-range.value)+'% 0 0)'};range.addEventListener('input',clip);clip();}
          var flip=entry.querySelector('.flip');
          if(flip){flip.addEventListener('click',function(){var t=flip.querySelector('.top'),shown=t.style.visibility!=='hidden';
            t.style.visibility=shown?'hidden':'visible';entry.querySelector('.toggle b').textContent=shown?'actual':'expected';});}
        });
        """
}
