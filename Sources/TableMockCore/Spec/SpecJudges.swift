/// Every judgement of a spec that stops it from drawing, as values in one list: the
/// structure rules (`SpecRules`: values that contradict each other), the era gates
/// (`EraGates`: what the theme's era did not have) and the render blockers (what the
/// guidelines rule out, which a spec may turn off by its lint rule id). Each runs at its
/// `stage`, with what that stage knows in its context; all of a stage's judges run, so the
/// user sees every problem at once. The guideline lint (`Linter`) is the list of warnings.
///
/// A new control's judgement is one value here, and, when it needs the theme, an era gate.
public struct SpecJudge: Sendable {
    /// When a judge runs, and so what its context holds.
    public enum Stage: Sendable {
        /// While the spec is decoded: no theme yet (`SpecDecoder`).
        case structure
        /// Once the theme is loaded (`PreparedSpec.prepare`).
        case era
        /// Before a layout is drawn, and in `validate` and `lint`: the judge carries a lint
        /// rule id, and the spec (`lint.disable`) or the run (`--lint-disable`) may turn it off.
        case renderBlocker(rule: String)
    }

    /// What a judge finds: where in the spec (a JSON pointer), what is wrong, what to do.
    public struct Problem: Sendable {
        var pointer: String
        var message: String
        var hint: String?
        init(pointer: String, message: String, hint: String? = nil) {
            self.pointer = pointer; self.message = message; self.hint = hint
        }
    }

    public let stage: Stage
    let judge: @Sendable (SpecJudge.Context) -> [Problem]

    init(_ stage: Stage, _ judge: @escaping @Sendable (SpecJudge.Context) -> [Problem]) {
        self.stage = stage; self.judge = judge
    }

    /// What a judge sees: the spec, and the theme from the `era` stage on.
    public struct Context: Sendable {
        public var spec: Spec
        /// The resolved theme; nil at the `structure` stage.
        public var theme: Theme?
        init(spec: Spec, theme: Theme? = nil) { self.spec = spec; self.theme = theme }
    }

    var rule: String? {
        if case .renderBlocker(let rule) = stage { return rule }
        return nil
    }
}

enum SpecJudges {
    /// Every judge, in the order their problems are reported.
    static let all: [SpecJudge] = SpecRules.all.map { rule in SpecJudge(.structure) { rule($0.spec) } }
        + EraGates.all
        + OverlayJudges.all
        + [SpecJudge(.renderBlocker(rule: IndexOnGroupedTableRule.id), RenderBlockers.indexOnGroupedTable)]

    /// The problems the judges of `stage` find, as diagnostics at their lines. Render
    /// blockers whose rule is in `disabled` do not run.
    static func problems(_ stage: StageKind, _ context: SpecJudge.Context, file: String, locations: SourceLocations,
                         disabled: Set<String> = []) -> [Diagnostic] {
        all.filter { $0.kind == stage && !($0.rule.map(disabled.contains) ?? false) }.flatMap { judge in
            judge.judge(context).map { problem in
                Diagnostic(file: file, location: locations[problem.pointer], path: problem.pointer,
                           message: problem.message, hint: problem.hint, rule: judge.rule)
            }
        }
    }

    /// The lint rule ids the render blockers carry.
    static var renderBlockingRuleIDs: Set<String> { Set(all.compactMap(\.rule)) }

    enum StageKind { case structure, era, renderBlocker }
}

extension SpecJudge {
    var kind: SpecJudges.StageKind {
        switch stage {
        case .structure: return .structure
        case .era: return .era
        case .renderBlocker: return .renderBlocker
        }
    }
}
