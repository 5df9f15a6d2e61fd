#include "CTableMockPNG.h"
#include "pixel_conversion.h"
#include <stdatomic.h>

/* Same rounding as cairo's unpremultiply_data (cairo-png.c), so our PNGs decode to the
 * same pixels cairo's writer would have produced. */
static inline uint8_t unpremultiply(uint32_t component, uint32_t alpha) {
    return (uint8_t)((component * 255 + alpha / 2) / alpha);
}

void tm_argb32_row_to_rgba(const uint32_t *row, int width, uint8_t *out) {
    for (int x = 0; x < width; x++) {
        uint32_t p = row[x];
        uint32_t a = p >> 24;
        uint8_t *o = out + 4 * x;
        if (a == 0) {
            o[0] = o[1] = o[2] = o[3] = 0;
        } else if (a == 255) {
            o[0] = (uint8_t)(p >> 16); o[1] = (uint8_t)(p >> 8); o[2] = (uint8_t)p; o[3] = 255;
        } else {
            o[0] = unpremultiply((p >> 16) & 0xFF, a);
            o[1] = unpremultiply((p >> 8) & 0xFF, a);
            o[2] = unpremultiply(p & 0xFF, a);
            o[3] = (uint8_t)a;
        }
    }
}

void tm_argb32_row_to_rgb(const uint32_t *row, int width, uint8_t *out) {
    for (int x = 0; x < width; x++) {
        uint32_t p = row[x];
        out[3 * x] = (uint8_t)(p >> 16); out[3 * x + 1] = (uint8_t)(p >> 8); out[3 * x + 2] = (uint8_t)p;
    }
}

static int tm_argb32_row_to_rgb_if_opaque_scalar(const uint32_t *row, int width, uint8_t *out) {
    uint32_t alpha = 0xFF000000u;
    for (int x = 0; x < width; x++) {
        uint32_t p = row[x];
        alpha &= p;
        out[3 * x] = (uint8_t)(p >> 16); out[3 * x + 1] = (uint8_t)(p >> 8); out[3 * x + 2] = (uint8_t)p;
    }
    return alpha == 0xFF000000u;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
/* Four pixels at a time with one byte shuffle (SSSE3): B G R A in memory -> R G B. Each
 * store writes 16 bytes of which 12 are the pixels; the 4 after them are overwritten by
 * the next store, so the loop stops while 16 bytes still fit in the row. Same bytes as
 * the scalar loop. */
__attribute__((target("ssse3")))
static int tm_argb32_row_to_rgb_if_opaque_ssse3(const uint32_t *row, int width, uint8_t *out) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    __m128i alpha = _mm_set1_epi32(-1);
    int x = 0;
    for (; x + 6 <= width; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(row + x));
        alpha = _mm_and_si128(alpha, pixels);
        _mm_storeu_si128((__m128i *)(out + 3 * x), _mm_shuffle_epi8(pixels, order));
    }
    int opaque = (_mm_movemask_epi8(_mm_cmpeq_epi8(alpha, _mm_set1_epi32(-1))) & 0x8888) == 0x8888;
    int tail = tm_argb32_row_to_rgb_if_opaque_scalar(row + x, width - x, out + 3 * x);
    return opaque && tail;
}
#endif

int tm_argb32_row_to_rgb_if_opaque(const uint32_t *row, int width, uint8_t *out) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    /* Asked once; batch workers encode on several threads at once, so the cached answer is
     * an atomic (a plain static was a data race, found by ThreadSanitizer). */
    static _Atomic int ssse3 = -1;
    int has = atomic_load_explicit(&ssse3, memory_order_relaxed);
    if (has < 0) {
        has = __builtin_cpu_supports("ssse3") ? 1 : 0;
        atomic_store_explicit(&ssse3, has, memory_order_relaxed);
    }
    if (has) return tm_argb32_row_to_rgb_if_opaque_ssse3(row, width, out);
#endif
    return tm_argb32_row_to_rgb_if_opaque_scalar(row, width, out);
}

void tm_argb32_to_rgba(const uint8_t *argb, int width, int height, int stride, uint8_t *out) {
    for (int y = 0; y < height; y++)
        tm_argb32_row_to_rgba((const uint32_t *)(argb + (size_t)y * stride), width, out + (size_t)y * width * 4);
}

/* x * a / 255 with rounding, as pixman's MUL_UN8. */
static inline uint32_t premultiply(uint32_t c, uint32_t a) {
    uint32_t t = c * a + 0x80;
    return ((t >> 8) + t) >> 8;
}

void tm_rgba_to_argb32(const uint8_t *rgba, int width, int height, int rgba_stride,
                       uint8_t *out, int out_stride) {
    for (int y = 0; y < height; y++) {
        const uint8_t *in = rgba + (size_t)y * rgba_stride;
        uint32_t *o = (uint32_t *)(out + (size_t)y * out_stride);
        for (int x = 0; x < width; x++) {
            uint32_t r = in[4 * x], g = in[4 * x + 1], b = in[4 * x + 2], a = in[4 * x + 3];
            if (a != 255) { r = premultiply(r, a); g = premultiply(g, a); b = premultiply(b, a); }
            o[x] = (a << 24) | (r << 16) | (g << 8) | b;
        }
    }
}

int tm_argb32_is_opaque(const uint8_t *argb, int width, int height, int stride) {
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(argb + (size_t)y * stride);
        for (int x = 0; x < width; x++)
            if ((row[x] >> 24) != 0xFF) return 0;
    }
    return 1;
}

int tm_rgba_is_opaque(const uint8_t *rgba, int width, int height, int stride) {
    for (int y = 0; y < height; y++) {
        const uint8_t *row = rgba + (size_t)y * stride;
        for (int x = 0; x < width; x++)
            if (row[4 * x + 3] != 0xFF) return 0;
    }
    return 1;
}

void tm_set_error(char *error_message, const char *text) {
    if (!error_message) return;
    size_t i = 0;
    for (; text[i] && i + 1 < TM_ERROR_MESSAGE_CAPACITY; i++) error_message[i] = text[i];
    error_message[i] = 0;
}
