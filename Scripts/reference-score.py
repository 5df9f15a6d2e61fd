#!/usr/bin/env python3
"""How close our renders are to the real UIKit renders, measured one way for both.

usage: Scripts/reference-score.py [--only ID,...] [--min PCT] [--verbose] [--tablemock PATH]

Reads Tests/References/references.json: one entry per reference screen, with our spec of
that screen (Tests/References/<spec>), the reference image's path under the reference
folder (TABLEMOCK_REFERENCES, else ../shared/reference beside the project), its scale,
era and appearance, and where to measure: `columns` (fractions of the width, as
pngmeasure's --column) and `rows` (points, as pngmeasure's --row), and optionally
`skip`: regions (`[x0, y0, x1, y1]` in points) of views the app drew itself, which no
spec can draw (a sample app's own label, buttons or photos); lines of the reference that
start inside one are not counted, and the output says how many. Renders each spec
with the built tablemock at the reference's scale, then measures reference and render
with the same code as ../shared/tools/pngmeasure.py: the thin horizontal lines (1-2 px)
crossing each column, and the edges of the dark runs along each row (text ink,
accessory boxes). A line of the reference counts as matched when the render has a line
of the same kind within one device pixel. Prints each reference's share, the misses with
--verbose, and the share per era and appearance; --min fails (status 1) when any group
is below it. The reference images stay outside the project: only numbers read off them
go into the tests (Tests/TableMockCLITests/ReferenceLineTests.swift and siblings).
"""
import argparse, importlib.util, json, os, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def load_pngmeasure(refdir):
    path = os.path.join(os.path.dirname(refdir), 'tools', 'pngmeasure.py')
    spec = importlib.util.spec_from_file_location('pngmeasure', path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def differ(c, d):
    return max(abs(p - q) for p, q in zip(c, d)) > 8


def hairlines(img, column):
    """pngmeasure's hairlines: (top row in px, thickness) of 1-2 px runs crossing the column."""
    w, h, bpp, rows = img
    px = lambda y, x: tuple(rows[y][x * bpp:x * bpp + min(bpp, 3)])
    xs, run, found = min(w - 1, int(w * column)), None, []
    for y in range(h + 1):
        c = px(y, xs) if y < h else None
        if c is not None and run is None and differ(c, px(max(y - 1, 0), xs)):
            run = y
        elif run is not None and (c is None or differ(c, px(run, xs))):
            if y - run <= 2:
                found.append(run)
            run = None
            if c is not None and differ(c, px(max(y - 1, 0), xs)):
                run = y
    return found


def edges(img, row_px):
    """pngmeasure's dark runs along a row, as their edges in px (start and end)."""
    w, h, bpp, rows = img
    if row_px >= h:
        return []
    line = [tuple(rows[row_px][x * bpp:x * bpp + min(bpp, 3)]) for x in range(w)]
    found, start = [], None
    for x in range(w + 1):
        dark = x < w and sum(line[x]) < 3 * 128
        if dark and start is None:
            start = x
        if not dark and start is not None:
            found += [start, x]
            start = None
    return found


def match(ref, ours):
    hits, misses = 0, []
    for v in ref:
        near = min(ours, key=lambda o: abs(o - v)) if ours else None
        if near is not None and abs(near - v) <= 1:
            hits += 1
        else:
            misses.append((v, near))
    return hits, misses


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--only'); ap.add_argument('--min', type=float); ap.add_argument('--verbose', action='store_true')
    ap.add_argument('--tablemock', default=os.path.join(ROOT, '.build', 'debug', 'tablemock'))
    a = ap.parse_args()
    refdir = os.environ.get('TABLEMOCK_REFERENCES') or os.path.join(os.path.dirname(ROOT), 'shared', 'reference')
    if not os.path.isdir(refdir):
        sys.exit(f"reference-score: no reference folder at {refdir} (set TABLEMOCK_REFERENCES)")
    pm = load_pngmeasure(refdir)
    manifest = json.load(open(os.path.join(ROOT, 'Tests', 'References', 'references.json')))
    only = set(a.only.split(',')) if a.only else None
    groups, out = {}, tempfile.mkdtemp()
    for ref in manifest:
        if only and ref['id'] not in only:
            continue
        spec = os.path.join(ROOT, 'Tests', 'References', ref['spec'])
        here = tempfile.mkdtemp(dir=out)
        r = subprocess.run([a.tablemock, 'render', spec, '-o', here, '--force', '-q', '--scale', f"{ref['scale']:g}",
                            '--root', ROOT], capture_output=True, text=True)
        pngs = sorted(f for f in os.listdir(here) if f.endswith('.png'))
        if r.returncode != 0 or not pngs:
            print(f"{ref['id']}: render failed: {r.stderr.strip()}")
            continue
        mine_path = os.path.join(here, pngs[0])
        theirs, mine = pm.read_png(os.path.join(refdir, ref['image'])), pm.read_png(mine_path)
        note = '' if (theirs[0], theirs[1]) == (mine[0], mine[1]) else f" (size {mine[0]}x{mine[1]} px, reference {theirs[0]}x{theirs[1]})"
        hits = total = skipped = 0
        lines = []
        scale = ref['scale']
        def inside(x, y):
            return any(x0 * scale <= x < x1 * scale and y0 * scale <= y < y1 * scale for x0, y0, x1, y1 in ref.get('skip', []))
        def kept(values, at):
            nonlocal skipped
            out = [v for v in values if not inside(*at(v))]
            skipped += len(values) - len(out)
            return out
        for col in ref.get('columns', [0.8]):
            xs = min(theirs[0] - 1, int(theirs[0] * col))
            h, m = match(kept(hairlines(theirs, col), lambda y: (xs, y)), hairlines(mine, col))
            hits, total = hits + h, total + h + len(m)
            lines += [f"  column {col}: hairline at {v} px, ours nearest {n}" for v, n in m]
        for row in ref.get('rows', []):
            y = int(row * ref['scale'])
            h, m = match(kept(edges(theirs, y), lambda x: (x, y)), edges(mine, y))
            hits, total = hits + h, total + h + len(m)
            lines += [f"  row {row} pt: edge at {v} px, ours nearest {n}" for v, n in m]
        share = 100.0 * hits / total if total else 100.0
        if skipped:
            note += f" ({skipped} lines in the app's own views not counted)"
        print(f"{ref['id']:<12} {ref['era']:<8} {ref['appearance']:<5} {hits:>4}/{total:<4} {share:5.1f} %{note}")
        if a.verbose:
            print('\n'.join(lines))
        g = groups.setdefault((ref['era'], ref['appearance']), [0, 0])
        g[0] += hits; g[1] += total
    failed = False
    print('-- per era and appearance')
    for (era, app), (h, t) in sorted(groups.items()):
        share = 100.0 * h / t if t else 100.0
        failed |= a.min is not None and share < a.min
        print(f"{era:<8} {app:<5} {h:>5}/{t:<5} {share:5.1f} %")
    all_h, all_t = sum(g[0] for g in groups.values()), sum(g[1] for g in groups.values())
    print(f"{'all':<14} {all_h:>5}/{all_t:<5} {100.0 * all_h / max(all_t, 1):5.1f} %")
    sys.exit(1 if failed else 0)


if __name__ == '__main__':
    main()
