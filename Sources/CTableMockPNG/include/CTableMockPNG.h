#ifndef CTABLEMOCKPNG_H
#define CTABLEMOCKPNG_H

/*
 * Small C wrappers around libpng and libjpeg. They live in C because both libraries
 * report errors with longjmp, which Swift cannot catch. No libpng or libjpeg type appears
 * here, so Swift code never needs those headers.
 *
 * Every function returns 0 on success. On failure it returns non-zero, writes a
 * NUL-terminated message into `error_message` (if not NULL) and allocates nothing.
 * On success the caller owns `*out` and releases it with tm_buffer_free.
 */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Row filters, the same bit values as libpng's PNG_FILTER_* (they may be OR-ed). */
#define TM_PNG_FILTER_NONE  0x08
#define TM_PNG_FILTER_SUB   0x10
#define TM_PNG_FILTER_UP    0x20
#define TM_PNG_FILTER_AVG   0x40
#define TM_PNG_FILTER_PAETH 0x80
#define TM_PNG_FILTER_ALL   0xF8

#define TM_ERROR_MESSAGE_CAPACITY 256

/* The largest width or height the decoders accept. */
#define TM_MAX_DECODE_DIMENSION 32767

/*
 * Encodes cairo's ARGB32 (premultiplied alpha, one native-endian uint32 per pixel) as PNG.
 * Writes 8-bit RGB when every pixel is opaque and RGBA otherwise, with straight alpha.
 * Only IHDR, IDAT and IEND are written (no time, no gamma), so the bytes depend only on
 * the pixels and the settings. level: zlib level 0...9.
 */
int tm_png_encode(const uint8_t *argb32_premultiplied_native, int width, int height, int stride,
                  int level, int filter,
                  uint8_t **out, size_t *out_length, char *error_message);

/*
 * The fast encoder: the same PNG contents as tm_png_encode (RGB when every pixel is opaque,
 * else RGBA with straight alpha; IHDR, IDAT, IEND only), deflated with ISA-L at level 1
 * and no row filter, converting and compressing in bands of rows in one pass. About 4x
 * faster than zlib level 1; files about 8 % larger.
 */
int tm_png_encode_fast(const uint8_t *argb32_premultiplied_native, int width, int height, int stride,
                       uint8_t **out, size_t *out_length, char *error_message);

/* The fast encoder as a stream, for images written a band of rows at a time. `write`
 * returns 0 on success. Rows go in top to bottom; in an RGB image (has_alpha 0) a pixel
 * that is not opaque fails with TM_PNG_NOT_OPAQUE. */
typedef int (*tm_png_write_fn)(void *context, const uint8_t *bytes, size_t length);
typedef struct tm_png_writer tm_png_writer;
#define TM_PNG_NOT_OPAQUE 2
tm_png_writer *tm_png_writer_create(int width, int height, int has_alpha,
                                    tm_png_write_fn write, void *context, char *error_message);
int tm_png_writer_add_argb32_rows(tm_png_writer *writer, const uint8_t *argb32_premultiplied_native,
                                  int rows, int stride, char *error_message);
int tm_png_writer_finish(tm_png_writer *writer, char *error_message);
void tm_png_writer_destroy(tm_png_writer *writer);
/* tm_png_writer_create in caller-owned `memory` of tm_png_writer_size() bytes (16-byte
 * aligned, kept until destroy, which does not free it): for tests that check that the
 * bytes do not depend on where the writer lives. */
size_t tm_png_writer_size(void);
tm_png_writer *tm_png_writer_create_in(void *memory, int width, int height, int has_alpha,
                                       tm_png_write_fn write, void *context, char *error_message);

/* The libpng (zlib) encoder as a stream of bands, with the same contract as tm_png_writer:
 * the bytes tm_png_encode writes for the same pixels, level and filters. */
typedef struct tm_png_zwriter tm_png_zwriter;
tm_png_zwriter *tm_png_zwriter_create(int width, int height, int has_alpha, int level, int filter,
                                      tm_png_write_fn write, void *context, char *error_message);
int tm_png_zwriter_add_argb32_rows(tm_png_zwriter *writer, const uint8_t *argb32_premultiplied_native,
                                   int rows, int stride, char *error_message);
int tm_png_zwriter_finish(tm_png_zwriter *writer, char *error_message);
void tm_png_zwriter_destroy(tm_png_zwriter *writer);

/* Encodes straight RGBA8 (row-major, 4 bytes per pixel) as PNG; RGB when all opaque. */
int tm_png_encode_rgba(const uint8_t *rgba, int width, int height, int stride,
                       int level, int filter,
                       uint8_t **out, size_t *out_length, char *error_message);

/* Decodes any PNG (palette, grey, 16-bit, interlaced, tRNS) to straight RGBA8 with a
 * stride of width * 4. Colour values are passed through: no gamma correction. */
int tm_png_decode(const uint8_t *data, size_t length,
                  uint8_t **out_rgba, int *out_width, int *out_height, char *error_message);

/* tm_png_decode with another limit on the width and height (for tall renders in tests and
 * checks; the pixel count is still limited to 2^28). */
int tm_png_decode_limited(const uint8_t *data, size_t length, int max_side,
                          uint8_t **out_rgba, int *out_width, int *out_height, char *error_message);

/* Decodes a baseline or progressive JPEG (grey, YCbCr, RGB, CMYK) to RGBA8 with alpha 255.
 * The EXIF orientation is not applied. */
int tm_jpeg_decode(const uint8_t *data, size_t length,
                   uint8_t **out_rgba, int *out_width, int *out_height, char *error_message);

/* Converts cairo's premultiplied native ARGB32 to straight RGBA8 (stride width * 4),
 * un-premultiplying exactly as cairo's own PNG writer does. `out` must hold width*height*4. */
void tm_argb32_to_rgba(const uint8_t *argb32_premultiplied_native, int width, int height, int stride,
                       uint8_t *out);

/* Converts straight RGBA8 to cairo's premultiplied native ARGB32, rounding like pixman. */
void tm_rgba_to_argb32(const uint8_t *rgba, int width, int height, int rgba_stride,
                       uint8_t *out_argb32, int out_stride);

void tm_buffer_free(void *buffer);

/* Blurs cairo's premultiplied native ARGB32 pixels in place: `passes` box blurs `box_size`
 * pixels wide (made odd) across, then as many down, edges extended. Integer maths in a
 * fixed order. Returns 0 when out of memory. */
int tm_argb32_box_blur(uint8_t *argb32, int width, int height, int stride, int box_size, int passes);

/* Multiplies the saturation of premultiplied ARGB32 pixels by saturation_1024 / 1024 around
 * their Rec. 709 luma (Apple's saturation matrix), clamped to each pixel's alpha. */
void tm_argb32_saturate(uint8_t *argb32, int width, int height, int stride, int saturation_1024);

#ifdef __cplusplus
}
#endif

#endif
