#!/usr/bin/env python3
"""Draws the small icons the samples use (rounded squares and flower discs) as PNG files.

They are made here, from nothing but these numbers, so the samples carry no third-party
artwork. Run from the repository root: python3 Scripts/make-sample-icons.py
"""
import math, struct, zlib, os

def png(path, w, h, pixel):
    rows = bytearray()
    for y in range(h):
        rows.append(0)
        for x in range(w):
            rows.extend(pixel(x + 0.5, y + 0.5))
    def chunk(t, d):
        c = struct.pack('>I', len(d)) + t + d
        return c + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
    data = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 6, 0, 0, 0))
    data += chunk(b'IDAT', zlib.compress(bytes(rows), 9)) + chunk(b'IEND', b'')
    open(path, 'wb').write(data)

def coverage(d):  # signed distance (negative inside) to 0..1 coverage
    return max(0.0, min(1.0, 0.5 - d))

def rounded_square(color, glyph=None, size=58, radius=13):
    def px(x, y):
        cx = min(max(x, radius), size - radius); cy = min(max(y, radius), size - radius)
        d = math.hypot(x - cx, y - cy) - radius
        a = coverage(d)
        r, g, b = color
        if glyph and glyph(x / size, y / size):
            r, g, b = 255, 255, 255
        return bytes([r, g, b, int(round(a * 255))])
    return px

def disc(petal, centre, size=58):
    def px(x, y):
        u, v = x - size / 2, y - size / 2
        r = math.hypot(u, v); t = math.atan2(v, u)
        edge = size * 0.30 + size * 0.14 * abs(math.cos(3 * t))
        if r < size * 0.14:
            return bytes(centre + [255])
        a = coverage(r - edge)
        # A thin darker rim, so pale petals still read on a white row.
        rim = max(0.0, min(1.0, (r - edge + 2.5) / 1.5))
        col = [int(c * (1 - 0.25 * rim)) for c in petal]
        return bytes(col + [int(round(a * 255))])
    return px

out = 'Samples/images'
os.makedirs(out, exist_ok=True)
bar = lambda x, y: 0.25 < x < 0.75 and 0.44 < y < 0.56
ring = lambda x, y: 0.16 < math.hypot(x - 0.5, y - 0.5) < 0.26
dot = lambda x, y: math.hypot(x - 0.5, y - 0.5) < 0.18
icons = {
    'airplane': ((255, 149, 0), bar), 'wifi': ((0, 122, 255), ring), 'bluetooth': ((0, 122, 255), dot),
    'cellular': ((76, 217, 100), bar), 'notifications': ((255, 59, 48), dot), 'general': ((142, 142, 147), ring),
    'display': ((0, 122, 255), bar), 'privacy': ((88, 86, 214), dot),
}
for name, (color, glyph) in icons.items():
    png(f'{out}/{name}@2x.png', 58, 58, rounded_square(list(color), glyph))
flowers = {
    'dahlia': ([214, 52, 92], [250, 210, 60]), 'daisies': ([250, 250, 250], [245, 190, 30]),
    'dandelion': ([250, 205, 40], [230, 160, 20]), 'echinacea': ([205, 90, 170], [150, 80, 30]),
    'lavender': ([150, 120, 210], [110, 80, 170]),
}
for name, (petal, centre) in flowers.items():
    png(f'{out}/{name}@2x.png', 58, 58, disc(petal, centre))
