/* A translucent bar's material on cairo's premultiplied ARGB32 pixels: three box blurs
 * (a gaussian to within about 3 %, the approximation of the SVG specification's
 * feGaussianBlur and Apple's UIImageEffects sample) and a saturation change. Integer maths
 * in a fixed order, so the same pixels give the same bytes on every machine and thread. */
#include <stdlib.h>
#include <string.h>
#include "CTableMockPNG.h"

/* One box pass over `count` pixels `step` bytes apart, each of 4 channels, the box `size`
 * pixels wide (odd), edges extended; `line` holds a copy of the source. */
static void box_line(uint8_t *pixels, int count, int step, int size, uint8_t *line) {
    int radius = size / 2;
    for (int i = 0; i < count; i++) memcpy(line + 4 * i, pixels + (size_t)i * step, 4);
    for (int c = 0; c < 4; c++) {
        uint32_t sum = 0;
        for (int k = -radius; k <= radius; k++) {
            int j = k < 0 ? 0 : (k >= count ? count - 1 : k);
            sum += line[4 * j + c];
        }
        for (int i = 0; i < count; i++) {
            pixels[(size_t)i * step + c] = (uint8_t)((sum + (uint32_t)size / 2) / (uint32_t)size);
            int add = i + radius + 1, drop = i - radius;
            add = add >= count ? count - 1 : add;
            drop = drop < 0 ? 0 : drop;
            sum += line[4 * add + c];
            sum -= line[4 * drop + c];
        }
    }
}

int tm_argb32_box_blur(uint8_t *argb32, int width, int height, int stride, int box_size, int passes) {
    if (width <= 0 || height <= 0 || box_size <= 1 || passes <= 0) return 1;
    if ((box_size & 1) == 0) box_size += 1;
    int longest = width > height ? width : height;
    uint8_t *line = malloc((size_t)longest * 4);
    if (!line) return 0;
    for (int p = 0; p < passes; p++)
        for (int y = 0; y < height; y++) box_line(argb32 + (size_t)y * stride, width, 4, box_size, line);
    for (int p = 0; p < passes; p++)
        for (int x = 0; x < width; x++) box_line(argb32 + (size_t)x * 4, height, stride, box_size, line);
    free(line);
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
