import Foundation
import TableMockCore
import TableMockFiles

extension DiagnosticReport {
    /// `tablemock validate`: each spec decoded, its theme resolved and its images read and
    /// decoded, with what render refuses before drawing (the guideline errors, less the
    /// rules the spec turns off). Draws nothing.
    package static func validate(_ paths: [String], files: any FileAccess) -> DiagnosticReport {
        let (inputs, errors) = SpecFiles.collect(paths, files: files)
        var report = DiagnosticReport(command: "validate")
        report.addPathErrors(errors)
        let session = RenderSession(files: files, decodesImages: true)
        for input in inputs {
            do {
                let prepared = try session.prepare(input.url, display: input.display)
                report.files.append(.init(file: input.display, diagnostics: prepared.renderBlockers()))
            } catch {
                report.files.append(.init(file: input.display, diagnostics: Self.diagnostics(of: error, display: input.display)))
            }
        }
        return report
    }

    /// `tablemock lint`: the guideline rules on each spec's layout, less `disabled`;
    /// `strict` makes every warning an error.
    package static func lint(_ paths: [String], files: any FileAccess, disabled: Set<String>, strict: Bool) -> DiagnosticReport {
        let (inputs, errors) = SpecFiles.collect(paths, files: files)
        var report = DiagnosticReport(command: "lint")
        report.addPathErrors(errors)
        let session = RenderSession(files: files)
        for input in inputs {
            do {
                let prepared = try session.prepare(input.url, display: input.display)
                let engine = try session.engine(for: prepared.theme.fontFiles)
                let layout = prepared.layout(measurer: engine, scale: prepared.scale(override: nil))
                var warnings = Linter.warnings(for: prepared, layout: layout, disabled: disabled)
                if strict { warnings = warnings.map { (d: Diagnostic) -> Diagnostic in var d = d; d.severity = .error; return d } }
                report.files.append(.init(file: input.display, diagnostics: warnings))
            } catch {
                report.files.append(.init(file: input.display, diagnostics: Self.diagnostics(of: error, display: input.display)))
            }
        }
        return report
    }

    /// `tablemock lint --list-rules`: each rule and the guideline it enforces, two lines each.
    package static var ruleListing: [String] {
        Linter.rules.flatMap { rule -> [String] in
            let r = type(of: rule)
            return ["\(r.id): \(r.summary)", "    \(r.source.rawValue): \u{201C}\(r.guideline)\u{201D}"]
        }
    }

    /// `3 warnings and 1 guideline error in 2 of 5 specs; 1 failed`.
    package var lintSummary: String {
        let warned = files.filter { f in f.diagnostics.contains { $0.rule != nil } }.count
        let findings = all.filter { $0.rule != nil }
        let warnings = findings.filter { $0.severity == .warning }.count, ruleErrors = findings.count - warnings
        var counts = "\(warnings) \(warnings == 1 ? "warning" : "warnings")"
        if ruleErrors > 0 { counts += " and \(ruleErrors) guideline \(ruleErrors == 1 ? "error" : "errors")" }
        return "\(counts) in \(warned) of \(files.count) specs" + (failedFiles > 0 ? "; \(failedFiles) failed" : "")
    }

    private static func diagnostics(of error: any Error, display: String) -> [Diagnostic] {
        if let error = error as? DiagnosticError { return error.diagnostics }
        return [Diagnostic(file: display, location: nil, path: "", message: "\(error)")]
    }
}
