import TableMockCompare

/// JUnit XML for CI test tabs: one `testcase` per golden; a difference or missing golden
/// is a `failure`, and so is any golden this run wrote (a write fails the run); a spec or
/// golden that could not be checked is an `error`.
public enum JUnitReport {
    public static func render(_ report: CheckReport) -> String {
        let failures = report.entries.filter { [.failed, .missing, .recorded].contains($0.status) || $0.wroteGolden }.count
        let errors = report.count(.error)
        let time = report.entries.reduce(0) { $0 + $1.seconds }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites tests=\"\(report.entries.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(time))\">\n"
        xml += "  <testsuite name=\"tablemock check\" tests=\"\(report.entries.count)\" failures=\"\(failures)\" "
        xml += "errors=\"\(errors)\" skipped=\"0\" time=\"\(seconds(time))\">\n"
        for e in report.entries {
            xml += "    <testcase classname=\"tablemock.check\" name=\"\(xmlText(e.fileName.isEmpty ? e.spec : e.fileName))\" "
            xml += "file=\"\(xmlText(e.spec))\" time=\"\(seconds(e.seconds))\""
            let body = e.detailLines(layoutLimit: .max).joined(separator: "\n")
            let message = e.lines.first { $0.contains("FAIL") } ?? e.lines.first ?? e.status.rawValue
            switch e.status {
            case .passed where e.wroteGolden:
                xml += ">\n      <failure message=\"\(xmlText("re-recorded: " + (e.lines.last ?? "")))\">"
                xml += "\(xmlText(body))</failure>\n"
            case .passed:
                xml += "/>\n"; continue
            case .error:
                xml += ">\n      <error message=\"\(xmlText(message))\">\(xmlText(body))</error>\n"
            case .failed, .missing, .recorded:
                xml += ">\n      <failure message=\"\(xmlText(e.status.rawValue + ": " + message))\">"
                xml += "\(xmlText(body))</failure>\n"
            }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// Text for an XML attribute or element, well-formed XML 1.0 for any input
    /// (`HTMLReport.escape`, which the HTML report uses too).
    static func xmlText(_ text: String) -> String { HTMLReport.escape(text) }

    private static func seconds(_ s: Double) -> String { formatNumber((s * 1000).rounded() / 1000) }
}
