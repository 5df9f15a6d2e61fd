#!/usr/bin/env python3
"""Puts PNG images side by side (box-downsampled by an integer factor) into one PNG.

usage: montage.py OUT.png [--shrink N] [--columns C] IMAGE.png...
Pure Python; used for looking at renders and for the README gallery.
"""
import argparse, struct, zlib

def read_png(path):
    data = open(path, 'rb').read()
    pos, idat = 8, b''
    while pos < len(data):
        ln, = struct.unpack('>I', data[pos:pos + 4]); typ = data[pos + 4:pos + 8]; body = data[pos + 8:pos + 8 + ln]
        pos += 12 + ln
        if typ == b'IHDR':
            w, h, depth, ctype = struct.unpack('>IIBB', body[:10])
        elif typ == b'IDAT':
            idat += body
    bpp = {6: 4, 2: 3}[ctype]
    raw = zlib.decompress(idat); stride = w * bpp
    prev = bytearray(stride); rows = []; i = 0
    for _ in range(h):
        f = raw[i]; i += 1
        line = bytearray(raw[i:i + stride]); i += stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0; b = prev[x]; c = prev[x - bpp] if x >= bpp else 0
            if f == 1: line[x] = (line[x] + a) & 255
            elif f == 2: line[x] = (line[x] + b) & 255
            elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line if bpp == 3 else bytearray(b for k in range(0, stride, 4) for b in line[k:k + 3]))
        prev = line
    return w, h, rows

def shrink(img, n):
    w, h, rows = img
    if n == 1: return img
    W, H = w // n, h // n
    out = []
    for y in range(H):
        line = bytearray()
        for x in range(W):
            for ch in range(3):
                s = sum(rows[y * n + dy][(x * n + dx) * 3 + ch] for dy in range(n) for dx in range(n))
                line.append(s // (n * n))
        out.append(line)
    return W, H, out

def write_png(path, w, h, rows):
    raw = b''.join(b'\x00' + bytes(r) for r in rows)
    def chunk(t, d):
        return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
    open(path, 'wb').write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 2, 0, 0, 0))
                           + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('out'); ap.add_argument('images', nargs='+')
    ap.add_argument('--shrink', type=int, default=1); ap.add_argument('--columns', type=int, default=0)
    ap.add_argument('--gap', type=int, default=12)
    a = ap.parse_args()
    imgs = [shrink(read_png(p), a.shrink) for p in a.images]
    cols = a.columns or len(imgs)
    grid = [imgs[i:i + cols] for i in range(0, len(imgs), cols)]
    cw = max(i[0] for i in imgs); rh = [max(i[1] for i in r) for r in grid]
    W = cols * cw + (cols - 1) * a.gap; H = sum(rh) + (len(grid) - 1) * a.gap
    bg = bytes([200, 200, 204])
    out = [bytearray(bg * W) for _ in range(H)]
    y0 = 0
    for r, row in enumerate(grid):
        for c, (w, h, rows) in enumerate(row):
            x0 = c * (cw + a.gap)
            for y in range(h):
                out[y0 + y][x0 * 3:(x0 + w) * 3] = rows[y]
        y0 += rh[r] + a.gap
    write_png(a.out, W, H, out)

if __name__ == "__main__":
    main()
