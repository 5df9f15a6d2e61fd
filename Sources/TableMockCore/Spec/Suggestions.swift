import TableMockFiles

/// "Did you mean" for misspelt keys and names: the closest valid word, if one is close enough.
enum Suggestions {
    /// The largest edit distance still worth suggesting for a word of this length: a third
    /// of its characters, at least 1 and at most 4 (so "chekmark" finds "checkmark", but
    /// "foo" never finds "footer").
    static func maximumEditDistance(forLength length: Int) -> Int { max(1, min(4, length / 3)) }

    /// The shortest prefix that may stand for a longer name ("disclosure" for
    /// "disclosureIndicator").
    static let minimumPrefixLength = 4

    /// The valid word the user most likely meant: the same word in other case, else the
    /// closest by edit distance within `maximumEditDistance`, else the shortest word that
    /// the value begins (or that begins the value).
    static func closest(to value: String, in candidates: [String]) -> String? {
        let lowered = value.lowercased()
        if let same = candidates.first(where: { $0.lowercased() == lowered }) { return same }
        let limit = maximumEditDistance(forLength: value.count)
        // Ties go to a word the value abbreviates ("iphone-15-pro" -> "iphone-15-pro-max"),
        // then to one the value extends.
        func related(_ c: String) -> Int { c.hasPrefix(lowered) ? 0 : lowered.hasPrefix(c) ? 1 : 2 }
        var best: (word: String, rank: (Int, Int))?
        for candidate in candidates {
            let c = candidate.lowercased()
            let d = editDistance(lowered, c, limit: limit)
            guard d <= limit else { continue }
            let rank = (d, related(c))
            if best == nil || rank < best!.rank { best = (candidate, rank) }
        }
        if let best { return best.word }
        guard lowered.count >= minimumPrefixLength else { return nil }
        let prefixed = candidates.filter {
            let c = $0.lowercased()
            return c.hasPrefix(lowered) || lowered.hasPrefix(c)
        }
        return prefixed.min { ($0.count, $0) < ($1.count, $1) }
    }

    /// Optimal-string-alignment distance (insertions, deletions, substitutions and adjacent
    /// transpositions each cost 1). Returns `limit + 1` early when the words are further apart.
    static func editDistance(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let a = Array(a), b = Array(b)
        if abs(a.count - b.count) > limit { return limit &+ 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var v = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { v = min(v, previous2[j - 2] + 1) }
                current[j] = v
                rowMinimum = min(rowMinimum, v)
            }
            if rowMinimum > limit { return limit &+ 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    /// The hint for an unknown word: `did you mean "x"?`, else the list of valid words.
    static func hint(for value: String, in candidates: [String], listName: String = "expected one of") -> String {
        if let match = closest(to: value, in: candidates) { return "did you mean \(quoted(match))?" }
        return "\(listName): \(candidates.joined(separator: ", "))"
    }
}

/// A user's text as it appears in a message: `TextQuoting.message`, the one quoter.
func quoted(_ text: String, limit: Int = 60) -> String {
    TextQuoting.message(text, limit: limit)
}
