#!/usr/bin/env python3
"""Draws the flower discs the flower samples use as PNG files.

They are made here, from nothing but these numbers, so the samples carry no third-party
artwork. The Settings, Mail and Phone samples draw built-in symbols ({"symbol": "wifi",
"background": "systemBlue"}) instead of icon files. Run from the repository root:
python3 Scripts/make-sample-icons.py
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
flowers = {
    'dahlia': ([214, 52, 92], [250, 210, 60]), 'daisies': ([250, 250, 250], [245, 190, 30]),
    'dandelion': ([250, 205, 40], [230, 160, 20]), 'echinacea': ([205, 90, 170], [150, 80, 30]),
    'lavender': ([150, 120, 210], [110, 80, 170]),
}
for name, (petal, centre) in flowers.items():
    png(f'{out}/{name}@2x.png', 58, 58, disc(petal, centre))
