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

The strict measure (the figure the README quotes) is ../shared/tools/fidelity.py's, run on
the same two images: every hairline's y and left x, and every ink item's box (text lines,
icons, controls: top, bottom, and left x for items starting in the left 60 % of the width,
right x for the others), paired one to one; a reference line is matched when its pair in
our render is within one device pixel. An entry's `top`/`bottom` (points, default 0) are
chrome of the reference our spec leaves out. An entry's `glyphShape` lists misses that are
the stand-in font's glyph shapes (Inter or Nimbus Sans against San Francisco or Helvetica):
`{"kind": "left_x", "at": 120.5, "why": "..."}` marks the reference line of that kind
within 0.5 pt of `at` (x for *_x kinds, else y, in the reference's points); they are
printed marked [glyph], counted apart, and `--strict-min` judges the share with them.
An entry's `notTable` marks, of the same form, name lines of the reference that are not the
screen's at all (a frame the screenshot kept, which no render of a spec can draw, and the
items the measure joins to it): they are not counted, like `skip`, and --strict-verbose
lists them marked [not table] with the reason.
--strict-verbose lists every strict miss; --json writes both measures per reference.
--hold FILE writes the strict lines each render matches (what StrictReferenceLineTests holds);
with --only it rewrites those references' entries and keeps the others.

An entry's `renderScale` (with `scale` the reference's own px/pt, and `size` its width and
height in px, which the Swift tests read) renders the spec at that scale and averages it
down by area to the reference's pixel size, as the reference's maker
did: render 07 is UIKit's 3x frame shown on the iPhone 13 mini's 1080 x 2340 panel (0.96),
and a direct render at 2.88 rounds every 44-pt row to 127 px where UIKit's are 126.72.
Both measures read the resampled PNG (written beside the render as *-resampled.png).

An entry's `crop` (`[width, height]` in points) measures only that top-left part of the
reference, and of our render when it is larger: the column of a split view a spec draws on its
own (render 01's 320-pt sidebar), or the first columns of a whole split view beside an app's
own web view (renders 03 and 04);
every position (`skip`, `glyphShape`, the held lines) is then the crop's, which from the
top-left corner is the reference's own.

An entry's `blank` (regions `[x0, y0, x1, y1]` in points) paints those parts of both images in
each row's median colour before the strict measure: a line no spec row draws that runs the whole
height (the floating sidebar's 1-px rim in render 04's dark) and would otherwise join every row
beside it into one ink item.
"""
import argparse, importlib.util, json, os, struct, subprocess, sys, tempfile, zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def load_tool(refdir, name):
    path = os.path.join(os.path.dirname(refdir), 'tools', name + '.py')
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def load_pngmeasure(refdir):
    return load_tool(refdir, 'pngmeasure')


def cropped(ref, width, height):
    """The reference's size in pixels after its entry's `crop` (its own size without one)."""
    if 'crop' not in ref:
        return width, height
    return min(width, int(round(ref['crop'][0] * ref['scale']))), min(height, int(round(ref['crop'][1] * ref['scale'])))


def read_lines_png(pm, fid, path):
    """pngmeasure's (width, height, bytes per pixel, rows); a 16-bit PNG (uikit-ios26 04-08),
    which pngmeasure refuses, is read by fidelity.py and given as 8-bit RGB rows."""
    try:
        return pm.read_png(path)
    except SystemExit:
        a = fid.read_png(path)
        return a.shape[1], a.shape[0], 3, [bytes(a[y].tobytes()) for y in range(a.shape[0])]


def blanked(ref, img):
    """The image with its entry's `blank` regions (`[x0, y0, x1, y1]`, points) painted in each row's
    median colour: a line that is no text nor row, such as a floating sidebar's 1-px rim running the
    screen's height, which would join every row beside it into one ink band (one item)."""
    if not ref.get('blank'):
        return img
    import numpy as np
    img, s = img.copy(), ref['scale']
    bg = np.median(img, axis=1).astype(img.dtype)
    for x0, y0, x1, y1 in ref['blank']:
        ya, yb = int(round(y0 * s)), int(round(y1 * s))
        img[ya:yb, int(round(x0 * s)):int(round(x1 * s))] = bg[ya:yb, None]
    return img


def strict_score(fid, ref, ref_png, our_png):
    """fidelity.py's measure of one reference: (result, kept features, glyph-shape misses, other misses).
    Features of the app's own views (`skip`) are left out, as in the column measure."""
    scale, top = ref['scale'], ref.get('top', 0)
    theirs = fid.read_png(ref_png)
    w, h = cropped(ref, theirs.shape[1], theirs.shape[0])
    ours = fid.read_png(our_png)
    if 'crop' in ref:
        ours = ours[:h, :w]
    theirs, ours = blanked(ref, theirs[:h, :w]), blanked(ref, ours)
    res = fid.compare_arrays(theirs, ours, scale, top, 1.0, ref.get('bottom', 0))
    rm = res['ref_measure']

    def place(f):
        """(x, y) in the reference's points of the feature's line or item."""
        typ, i = f['owner']
        if typ == 'line':
            ln = rm['lines'][i]
            return ln['x0'] / scale, ln['y'] / scale + top
        it = rm['items'][i]
        return (it['left'] + it['right']) / 2 / scale, (it['top'] + it['bottom']) / 2 / scale + top

    def skipped(f):
        x, y = place(f)
        return any(x0 <= x < x1 and y0 <= y < y1 for x0, y0, x1, y1 in ref.get('skip', []))

    def marked(f, marks):
        at = f['ref'] / scale + (0 if f['kind'].endswith('_x') else top)
        return next((m for m in marks if m['kind'] == f['kind'] and abs(m['at'] - at) <= 0.5), None)

    def glyph(f):
        return marked(f, ref.get('glyphShape', []))

    outside = [(f, marked(f, ref.get('notTable', []))) for f in res['features']
               if not skipped(f) and marked(f, ref.get('notTable', []))]
    kept = [f for f in res['features'] if not skipped(f) and not marked(f, ref.get('notTable', []))]
    misses = [f for f in kept if not f['ok']]
    shapes = [(f, glyph(f)) for f in misses if glyph(f)]
    others = [f for f in misses if not glyph(f)]
    return res, kept, shapes, others, outside


def hold(ref, res, kept):
    """The matched strict lines of one reference, in the reference's device pixels from the top
    of the compared area: hairlines [y, x0] (y rounded to the pixel) and ink items [top, bottom,
    left, right, side, edges] where edges names the matched ones (t, b, x)."""
    rm = res['ref_measure']
    lines, items = {}, {}
    # `notHeld`: lines the test's simpler measure reads differently ({"line": y} or {"item": [left, right, top, bottom]}, px).
    skip_lines = {n['line'] for n in ref.get('notHeld', []) if 'line' in n}
    skip_items = {tuple(n['item']) for n in ref.get('notHeld', []) if 'item' in n}
    for f in kept:
        if not f['ok']:
            continue
        typ, i = f['owner']
        if typ == 'line' and int(round(rm['lines'][i]['y'])) in skip_lines:
            continue
        if typ == 'item' and tuple(int(rm['items'][i][k]) for k in ('left', 'right', 'top', 'bottom')) in skip_items:
            continue
        if typ == 'line':
            ln = rm['lines'][i]
            lines.setdefault(i, [int(round(ln['y'])), int(ln['x0']), ''])[2] += 'y' if f['kind'] == 'hairline_y' else 'x'
        else:
            it = rm['items'][i]
            e = items.setdefault(i, [int(it['top']), int(it['bottom']), int(it['left']), int(it['right']), it['side'], ''])
            e[5] += {'top': 't', 'bottom': 'b', 'x': 'x'}[f['kind'].split('_', 1)[1]]
    return {'scale': ref['scale'], 'top': int(round(ref.get('top', 0) * ref['scale'])),
            'lines': [v for _, v in sorted(lines.items())], 'items': [v for _, v in sorted(items.items())]}


def area_weights(np, n_in, n_out):
    """The n_out x n_in matrix that averages input pixels by the share of each output pixel they cover."""
    w, f = np.zeros((n_out, n_in)), n_in / n_out
    for o in range(n_out):
        a, b = o * f, (o + 1) * f
        for i in range(int(a), min(int(np.ceil(b)), n_in)):
            w[o, i] = min(b, i + 1) - max(a, i)
        w[o] /= w[o].sum()
    return w


def resample(fid, src, dst, width, height):
    """Area-average the PNG at src to width x height (RGB, over white) and write it to dst."""
    import numpy as np
    img = fid.read_png(src).astype(float)
    wy, wx = area_weights(np, img.shape[0], height), area_weights(np, img.shape[1], width)
    out = np.stack([wy @ img[:, :, c] @ wx.T for c in range(img.shape[2])], axis=2)
    out = np.clip(np.round(out), 0, 255).astype(np.uint8)
    raw = b''.join(b'\x00' + out[y].tobytes() for y in range(height))
    chunk = lambda t, b: struct.pack('>I', len(b)) + t + b + struct.pack('>I', zlib.crc32(t + b) & 0xffffffff)
    with open(dst, 'wb') as fh:
        fh.write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', width, height, 8, 2, 0, 0, 0))
                 + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))


def describe(fid, res, f, top):
    s = res['scale']
    at = fid.describe_feature(f, res)
    if f['ours'] is None:
        return f"{at}: none in ours"
    d = (f['ours'] - f['ref']) / s
    return f"{at}: ours {d:+.2f} pt" + ('' if f['paired'] else ' (unpaired; nearest)')


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
    ap.add_argument('--strict-min', type=float, help='fail when a group\'s strict share is below this')
    ap.add_argument('--strict-verbose', action='store_true', help='list every strict miss')
    ap.add_argument('--json', help='write both measures per reference to this file')
    ap.add_argument('--hold', help='write the strict lines each render matches (Tests/References/strict-lines.json, '
                                   'which StrictReferenceLineTests holds) to this file')
    ap.add_argument('--tablemock', default=os.path.join(ROOT, '.build', 'debug', 'tablemock'))
    a = ap.parse_args()
    refdir = os.environ.get('TABLEMOCK_REFERENCES') or os.path.join(os.path.dirname(ROOT), 'shared', 'reference')
    if not os.path.isdir(refdir):
        sys.exit(f"reference-score: no reference folder at {refdir} (set TABLEMOCK_REFERENCES)")
    pm = load_pngmeasure(refdir)
    fid = load_tool(refdir, 'fidelity')
    manifest = json.load(open(os.path.join(ROOT, 'Tests', 'References', 'references.json')))
    only = set(a.only.split(',')) if a.only else None
    groups, out, report, held = {}, tempfile.mkdtemp(), {}, {}
    for ref in manifest:
        if only and ref['id'] not in only:
            continue
        spec = os.path.join(ROOT, 'Tests', 'References', ref['spec'])
        here = tempfile.mkdtemp(dir=out)
        r = subprocess.run([a.tablemock, 'render', spec, '-o', here, '--force', '-q',
                            '--scale', f"{ref.get('renderScale', ref['scale']):g}",
                            '--root', ROOT], capture_output=True, text=True)
        pngs = sorted(f for f in os.listdir(here) if f.endswith('.png'))
        if r.returncode != 0 or not pngs:
            print(f"{ref['id']}: render failed: {r.stderr.strip()}")
            continue
        mine_path = os.path.join(here, pngs[0])
        theirs = read_lines_png(pm, fid, os.path.join(refdir, ref['image']))
        if 'crop' in ref:
            w, h = cropped(ref, theirs[0], theirs[1])
            theirs = (w, h, theirs[2], [row[:w * theirs[2]] for row in theirs[3][:h]])
        if 'renderScale' in ref:
            if list(ref.get('size', [])) != [theirs[0], theirs[1]]:
                print(f"{ref['id']}: references.json gives size {ref.get('size')}, the reference is {theirs[0]}x{theirs[1]} px")
            resampled = mine_path[:-4] + '-resampled.png'
            resample(fid, mine_path, resampled, theirs[0], theirs[1])
            mine_path = resampled
        mine = pm.read_png(mine_path)
        if 'crop' in ref:
            # A whole screen drawn and the same top-left part of both measured (a split
            # view's first columns beside an app's own web view).
            mine = (min(mine[0], theirs[0]), min(mine[1], theirs[1]), mine[2],
                    [row[:min(mine[0], theirs[0]) * mine[2]] for row in mine[3][:theirs[1]]])
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
        res, kept, shapes, others, outside = strict_score(fid, ref, os.path.join(refdir, ref['image']), mine_path)
        if outside:
            note += f" ({len(outside)} strict lines not the table's not counted)"
        s_hits = len(kept) - len(shapes) - len(others)
        s_share = 100.0 * s_hits / len(kept) if kept else 100.0
        glyphs = f", {len(shapes)} glyph-shape" if shapes else ''
        print(f"{ref['id']:<12} {ref['era']:<8} {ref['appearance']:<5} {hits:>4}/{total:<4} {share:5.1f} %"
              f"   strict {s_hits:>4}/{len(kept):<4} {s_share:5.1f} % ({len(others)} missed{glyphs}){note}")
        if a.verbose:
            print('\n'.join(lines))
        if a.strict_verbose:
            for f, m in shapes:
                print(f"  strict [glyph] {describe(fid, res, f, ref.get('top', 0))}: {m['why']}")
            for f in others:
                print(f"  strict miss    {describe(fid, res, f, ref.get('top', 0))}")
            for f, m in outside:
                print(f"  [not table]    {describe(fid, res, f, ref.get('top', 0))}: {m['why']}")
        g = groups.setdefault((ref['era'], ref['appearance']), [0, 0, 0, 0, 0])
        g[0] += hits; g[1] += total; g[2] += s_hits; g[3] += len(kept); g[4] += len(shapes)
        held[ref['id']] = hold(ref, res, kept)
        report[ref['id']] = {'era': ref['era'], 'appearance': ref['appearance'], 'columns': [hits, total],
                             'strict': [s_hits, len(kept)], 'glyphShape': len(shapes),
                             'misses': [describe(fid, res, f, ref.get('top', 0)) for f in others]}
    failed = False
    print('-- per era and appearance: columns and rows (pngmeasure), then strict (fidelity.py; glyph-shape misses apart)')
    for (era, app), (h, t, sh, st, sg) in sorted(groups.items()):
        share = 100.0 * h / t if t else 100.0
        s_share = 100.0 * sh / st if st else 100.0
        failed |= a.min is not None and share < a.min
        failed |= a.strict_min is not None and s_share < a.strict_min
        print(f"{era:<8} {app:<5} {h:>5}/{t:<5} {share:5.1f} %   strict {sh:>5}/{st:<5} {s_share:5.1f} %"
              f"  misses: {sg} glyph-shape, {st - sh - sg} other")
    tot = [sum(g[i] for g in groups.values()) for i in range(5)]
    print(f"{'all':<14} {tot[0]:>5}/{tot[1]:<5} {100.0 * tot[0] / max(tot[1], 1):5.1f} %   strict {tot[2]:>5}/{tot[3]:<5} "
          f"{100.0 * tot[2] / max(tot[3], 1):5.1f} %  misses: {tot[4]} glyph-shape, {tot[3] - tot[2] - tot[4]} other")
    if a.hold:
        # With --only, the other references' held lines stay as they are (several people
        # score their own references; a run of the whole set rewrites every entry).
        if a.only and os.path.exists(a.hold):
            with open(a.hold) as fh:
                held = {**json.load(fh), **held}
        with open(a.hold, 'w') as fh:
            fh.write('{\n' + ',\n'.join(f' {json.dumps(k)}: {json.dumps(v)}' for k, v in sorted(held.items())) + '\n}\n')
    if a.json:
        with open(a.json, 'w') as fh:
            json.dump(report, fh, indent=1)
    sys.exit(1 if failed else 0)


if __name__ == '__main__':
    main()
