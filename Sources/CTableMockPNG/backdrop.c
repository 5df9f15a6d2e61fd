/* A translucent bar's material on cairo's premultiplied ARGB32 pixels: three box blurs
 * (a gaussian to within about 3 %, the approximation of the SVG specification's
 * feGaussianBlur and Apple's UIImageEffects sample) and a saturation change. Integer maths
 * in a fixed order, so the same pixels give the same bytes on every machine and thread. */
#include <stdlib.h>
#include <string.h>
#include "CTableMockPNG.h"

/* Columns are blurred in blocks this many pixels wide, a block's rows copied out one after
 * another: the passes down the picture then read memory in order, not one pixel a row. */
enum { BLOCK_PIXELS = 16, BLOCK_LANES = 4 * BLOCK_PIXELS };

/* A box of `size` pixels (odd) averages to (sum + size / 2) / size, rounded down as the
 * division rounds, computed as a multiplication: the sum x is at most 255 * size + size / 2
 * < 2^24, exact in a float; x * (1 / size) in floats is within 2^-15 of x / size (two
 * roundings of 2^-24 of a quotient below 256) and adding 2^-13 rounds once more (2^-16).
 * A quotient's fraction is 0 or at least 1 / size, so for boxes to 4,095 pixels (1 / size
 * above 2^-13 + 2^-14) the sum rounded down is the quotient's whole part on every machine,
 * with or without a fused multiply-add; a wider box divides. */
typedef struct { uint32_t half, size; float reciprocal; int divide; } box_average;

static box_average average_for(int size) {
    box_average a = { (uint32_t)size / 2, (uint32_t)size, 1.0f / (float)size, size > 4095 };
    return a;
}

/* One box pass over `count` positions of `lanes` bytes each (a lane: one channel of one
 * pixel), from `src` to `dst` (count x lanes bytes, contiguous, distinct), each lane on its
 * own, the box `size` positions wide (odd), edges extended: every lane exactly as a box pass
 * over that channel alone, so a row of pixels (4 lanes, each position a pixel) and a block
 * of columns (a position a row of the block) give the same numbers. `sums` holds `lanes`. */
static inline void box_lanes_n(const uint8_t *restrict src, uint8_t *restrict dst, int count, int lanes, int size,
                               uint32_t *restrict sums) {
    int radius = size / 2;
    box_average a = average_for(size);
    for (int l = 0; l < lanes; l++) sums[l] = 0;
    for (int k = -radius; k <= radius; k++) {
        int j = k < 0 ? 0 : (k >= count ? count - 1 : k);
        const uint8_t *from = src + (size_t)j * lanes;
        for (int l = 0; l < lanes; l++) sums[l] += from[l];
    }
    for (int i = 0; i < count; i++) {
        int add = i + radius + 1, drop = i - radius;
        add = add >= count ? count - 1 : add;
        drop = drop < 0 ? 0 : drop;
        const uint8_t *in = src + (size_t)add * lanes, *out = src + (size_t)drop * lanes;
        uint8_t *to = dst + (size_t)i * lanes;
        if (a.divide) {
            for (int l = 0; l < lanes; l++) to[l] = (uint8_t)((sums[l] + a.half) / a.size);
        } else {
            for (int l = 0; l < lanes; l++) to[l] = (uint8_t)(int)((float)(sums[l] + a.half) * a.reciprocal + 0x1p-13f);
        }
        for (int l = 0; l < lanes; l++) sums[l] += (uint32_t)in[l] - (uint32_t)out[l];
    }
}

/* The two shapes the blur uses, each with its lane count known to the compiler. */
static void box_pixels(const uint8_t *src, uint8_t *dst, int count, int size, uint32_t *sums) {
    box_lanes_n(src, dst, count, 4, size, sums);
}
static void box_block(const uint8_t *src, uint8_t *dst, int count, int size, uint32_t *sums) {
    box_lanes_n(src, dst, count, BLOCK_LANES, size, sums);
}
static void box_lanes(const uint8_t *src, uint8_t *dst, int count, int lanes, int size, uint32_t *sums) {
    box_lanes_n(src, dst, count, lanes, size, sums);
}

/* Columns are blurred in blocks this many pixels wide, a block's rows copied out one after
 * another: the passes down the picture then read memory in order, not one pixel a row. */


int tm_argb32_box_blur(uint8_t *argb32, int width, int height, int stride, int box_size, int passes) {
    if (width <= 0 || height <= 0 || box_size <= 1 || passes <= 0) return 1;
    if ((box_size & 1) == 0) box_size += 1;
    int longest = width > height ? width : height;
    size_t block = (size_t)height * BLOCK_PIXELS * 4;
    size_t line = (size_t)longest * 4;
    uint8_t *a = malloc(block > line ? block : line), *b = malloc(block);
    uint32_t *sums = malloc(BLOCK_PIXELS * 4 * sizeof(uint32_t));
    if (!a || !b || !sums) { free(a); free(b); free(sums); return 0; }
    /* Across: each row on its own, pass after pass (a copy of the row is the source). */
    for (int y = 0; y < height; y++) {
        uint8_t *row = argb32 + (size_t)y * stride;
        for (int p = 0; p < passes; p++) {
            memcpy(a, row, (size_t)width * 4);
            box_pixels(a, row, width, box_size, sums);
        }
    }
    /* Down: a block of columns at a time, its rows copied out, the passes between the two
     * copies, the result copied back. */
    for (int x0 = 0; x0 < width; x0 += BLOCK_PIXELS) {
        int pixels = width - x0 < BLOCK_PIXELS ? width - x0 : BLOCK_PIXELS;
        int lanes = pixels * 4;
        for (int y = 0; y < height; y++) memcpy(a + (size_t)y * lanes, argb32 + (size_t)y * stride + (size_t)x0 * 4, (size_t)lanes);
        uint8_t *from = a, *to = b;
        for (int p = 0; p < passes; p++) {
            if (lanes == BLOCK_LANES) box_block(from, to, height, box_size, sums);
            else box_lanes(from, to, height, lanes, box_size, sums);
            uint8_t *t = from; from = to; to = t;
        }
        for (int y = 0; y < height; y++) memcpy(argb32 + (size_t)y * stride + (size_t)x0 * 4, from + (size_t)y * lanes, (size_t)lanes);
    }
    free(a); free(b); free(sums);
    return 1;
}

static int clamp_channel(int64_t scaled, int alpha) {
    /* floor((scaled + 512) / 1024), for negative values too */
    int64_t v = scaled + 512;
    int64_t q = v >= 0 ? v / 1024 : -((-v + 1023) / 1024);
    return q < 0 ? 0 : (q > alpha ? alpha : (int)q);
}

void tm_argb32_saturate(uint8_t *argb32, int width, int height, int stride, int saturation_1024) {
    for (int y = 0; y < height; y++) {
        uint32_t *row = (uint32_t *)(argb32 + (size_t)y * stride);
        for (int x = 0; x < width; x++) {
            uint32_t p = row[x];
            int a = (int)(p >> 24), r = (int)((p >> 16) & 255), g = (int)((p >> 8) & 255), b = (int)(p & 255);
            /* Rec. 709 luma, the weights of Apple's saturation matrix (0.2126, 0.7152, 0.0722). */
            int64_t lum = (2126 * r + 7152 * g + 722 * b + 5000) / 10000;
            int nr = clamp_channel(lum * 1024 + (int64_t)(r - lum) * saturation_1024, a);
            int ng = clamp_channel(lum * 1024 + (int64_t)(g - lum) * saturation_1024, a);
            int nb = clamp_channel(lum * 1024 + (int64_t)(b - lum) * saturation_1024, a);
            row[x] = ((uint32_t)a << 24) | ((uint32_t)nr << 16) | ((uint32_t)ng << 8) | (uint32_t)nb;
        }
    }
}
