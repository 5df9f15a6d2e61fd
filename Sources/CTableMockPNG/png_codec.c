#include <png.h>
#include <stdlib.h>
#include <string.h>

#include "CTableMockPNG.h"
#include "pixel_conversion.h"

/* libpng reports errors by calling this and expecting it never to return; we copy the
 * message for Swift and jump back to the setjmp in the caller. */
static void tm_png_error(png_structp png, png_const_charp message) {
    tm_set_error((char *)png_get_error_ptr(png), message);
    png_longjmp(png, 1);
}

/* Warnings (for example about a bad iCCP profile) must not reach stderr of a CLI. */
static void tm_png_warning(png_structp png, png_const_charp message) {
    (void)png; (void)message;
}

/* ---------------------------------------------------------------- encoding */

/* Lives on the heap: it is written inside libpng callbacks between setjmp and a possible
 * longjmp, so it must not be a non-volatile local. */
typedef struct {
    uint8_t *data;
    size_t length;
    size_t capacity;
    uint8_t *row;
} tm_png_sink;

static void tm_png_write(png_structp png, png_bytep bytes, png_size_t count) {
    tm_png_sink *sink = (tm_png_sink *)png_get_io_ptr(png);
    if (count > SIZE_MAX - sink->length) png_error(png, "PNG output larger than memory");
    if (sink->length + count > sink->capacity) {
        size_t capacity = sink->capacity ? sink->capacity : 65536;
        while (capacity < sink->length + count) {
            if (capacity > SIZE_MAX / 2) png_error(png, "PNG output larger than memory");
            capacity *= 2;
        }
        uint8_t *grown = realloc(sink->data, capacity);
        if (!grown) png_error(png, "out of memory while writing PNG");
        sink->data = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->data + sink->length, bytes, count);
    sink->length += count;
}

static void tm_png_flush(png_structp png) { (void)png; }

enum tm_source_layout { TM_SOURCE_ARGB32_PREMULTIPLIED, TM_SOURCE_RGBA };

static int tm_png_encode_any(const uint8_t *pixels, enum tm_source_layout layout,
                             int width, int height, int stride, int level, int filter,
                             uint8_t **out, size_t *out_length, char *error_message) {
    if (!pixels || !out || !out_length) { tm_set_error(error_message, "no pixel buffer"); return 1; }
    if (width <= 0 || height <= 0 || width > 0x1FFFFFFF || stride < width * 4) {
        tm_set_error(error_message, "invalid image size or stride");
        return 1;
    }
    if (level < 0 || level > 9) { tm_set_error(error_message, "PNG compression level must be 0...9"); return 1; }
    if (filter == 0 || (filter & ~TM_PNG_FILTER_ALL) != 0) {
        tm_set_error(error_message, "invalid PNG filter set");
        return 1;
    }

    int opaque = layout == TM_SOURCE_RGBA ? tm_rgba_is_opaque(pixels, width, height, stride)
                                          : tm_argb32_is_opaque(pixels, width, height, stride);
    int channels = opaque ? 3 : 4;

    tm_png_sink *sink = calloc(1, sizeof *sink);
    if (!sink) { tm_set_error(error_message, "out of memory"); return 1; }
    sink->row = malloc((size_t)width * 4);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, error_message, tm_png_error, tm_png_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!sink->row || !png || !info) {
        png_destroy_write_struct(&png, &info);
        free(sink->row); free(sink);
        tm_set_error(error_message, "out of memory");
        return 1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(sink->data); free(sink->row); free(sink);
        return 1;
    }

    png_set_write_fn(png, sink, tm_png_write, tm_png_flush);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filter);
    png_write_info(png, info);

    for (int y = 0; y < height; y++) {
        const uint8_t *source = pixels + (size_t)y * (size_t)stride;
        if (layout == TM_SOURCE_ARGB32_PREMULTIPLIED) {
            if (channels == 3) tm_argb32_row_to_rgb((const uint32_t *)source, width, sink->row);
            else tm_argb32_row_to_rgba((const uint32_t *)source, width, sink->row);
            png_write_row(png, sink->row);
        } else if (channels == 4) {
            png_write_row(png, source);
        } else {
            for (int x = 0; x < width; x++) memcpy(sink->row + 3 * x, source + 4 * x, 3);
            png_write_row(png, sink->row);
        }
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);

    *out = sink->data;
    *out_length = sink->length;
    free(sink->row);
    free(sink);
    return 0;
}

int tm_png_encode(const uint8_t *argb, int width, int height, int stride, int level, int filter,
                  uint8_t **out, size_t *out_length, char *error_message) {
    return tm_png_encode_any(argb, TM_SOURCE_ARGB32_PREMULTIPLIED, width, height, stride, level, filter,
                             out, out_length, error_message);
}

int tm_png_encode_rgba(const uint8_t *rgba, int width, int height, int stride, int level, int filter,
                       uint8_t **out, size_t *out_length, char *error_message) {
    return tm_png_encode_any(rgba, TM_SOURCE_RGBA, width, height, stride, level, filter,
                             out, out_length, error_message);
}

/* ---------------------------------------------------------------- streaming (zlib) */

/* The libpng encoder as a stream of bands, for `--png-compression small` at any height.
 * Every function that calls libpng sets its own setjmp: libpng's longjmp must land in a
 * frame that is still live. */
struct tm_png_zwriter {
    png_structp png;
    png_infop info;
    int width, height, channels, rows_written, failed;
    tm_png_write_fn write;
    void *context;
    uint8_t *row;
};

static void tm_png_zwrite(png_structp png, png_bytep bytes, png_size_t count) {
    tm_png_zwriter *w = (tm_png_zwriter *)png_get_io_ptr(png);
    if (w->write(w->context, bytes, count) != 0) png_error(png, "could not write the PNG data");
}

tm_png_zwriter *tm_png_zwriter_create(int width, int height, int has_alpha, int level, int filter,
                                      tm_png_write_fn write, void *context, char *error_message) {
    if (width <= 0 || height <= 0 || width > 0x1FFFFFFF / 4 || !write || level < 0 || level > 9
        || filter == 0 || (filter & ~TM_PNG_FILTER_ALL) != 0) {
        tm_set_error(error_message, "invalid PNG size or settings");
        return NULL;
    }
    tm_png_zwriter *w = calloc(1, sizeof *w);
    if (!w) { tm_set_error(error_message, "out of memory"); return NULL; }
    w->width = width; w->height = height; w->channels = has_alpha ? 4 : 3;
    w->write = write; w->context = context;
    w->row = malloc((size_t)width * 4);
    w->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, error_message, tm_png_error, tm_png_warning);
    w->info = w->png ? png_create_info_struct(w->png) : NULL;
    if (!w->row || !w->png || !w->info) {
        tm_png_zwriter_destroy(w);
        tm_set_error(error_message, "out of memory");
        return NULL;
    }
    png_set_error_fn(w->png, error_message, tm_png_error, tm_png_warning);
    if (setjmp(png_jmpbuf(w->png))) { tm_png_zwriter_destroy(w); return NULL; }
    png_set_write_fn(w->png, w, tm_png_zwrite, tm_png_flush);
    png_set_IHDR(w->png, w->info, (png_uint_32)width, (png_uint_32)height, 8,
                 has_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(w->png, level);
    png_set_filter(w->png, PNG_FILTER_TYPE_BASE, filter);
    png_write_info(w->png, w->info);
    return w;
}

int tm_png_zwriter_add_argb32_rows(tm_png_zwriter *w, const uint8_t *argb, int rows, int stride,
                                   char *error_message) {
    if (!w || w->failed) { tm_set_error(error_message, "the PNG writer failed earlier"); return 1; }
    if (rows < 0 || rows > w->height - w->rows_written || stride < w->width * 4) {
        tm_set_error(error_message, "more rows than the image has, or a bad stride");
        return 1;
    }
    /* Checked before libpng sees the band, so an RGB image is never given a translucent row. */
    if (w->channels == 3 && !tm_argb32_is_opaque(argb, w->width, rows, stride)) {
        tm_set_error(error_message, "a pixel is not opaque in an RGB image");
        w->failed = 1;
        return TM_PNG_NOT_OPAQUE;
    }
    png_set_error_fn(w->png, error_message, tm_png_error, tm_png_warning);
    if (setjmp(png_jmpbuf(w->png))) { w->failed = 1; return 1; }
    for (int y = 0; y < rows; y++) {
        const uint32_t *source = (const uint32_t *)(argb + (size_t)y * (size_t)stride);
        if (w->channels == 3) tm_argb32_row_to_rgb(source, w->width, w->row);
        else tm_argb32_row_to_rgba(source, w->width, w->row);
        png_write_row(w->png, w->row);
        w->rows_written++;
    }
    return 0;
}

int tm_png_zwriter_finish(tm_png_zwriter *w, char *error_message) {
    if (!w || w->failed) { tm_set_error(error_message, "the PNG writer failed earlier"); return 1; }
    if (w->rows_written != w->height) { tm_set_error(error_message, "the PNG writer got too few rows"); return 1; }
    png_set_error_fn(w->png, error_message, tm_png_error, tm_png_warning);
    if (setjmp(png_jmpbuf(w->png))) { w->failed = 1; return 1; }
    png_write_end(w->png, w->info);
    return 0;
}

void tm_png_zwriter_destroy(tm_png_zwriter *w) {
    if (!w) return;
    png_destroy_write_struct(&w->png, &w->info);
    free(w->row);
    free(w);
}

/* ---------------------------------------------------------------- decoding */

typedef struct {
    const uint8_t *data;
    size_t length;
    size_t offset;
    uint8_t *pixels;
    png_bytep *rows;
} tm_png_source;

static void tm_png_read(png_structp png, png_bytep bytes, png_size_t count) {
    tm_png_source *source = (tm_png_source *)png_get_io_ptr(png);
    if (count > source->length - source->offset) png_error(png, "PNG data ends early (truncated file)");
    memcpy(bytes, source->data + source->offset, count);
    source->offset += count;
}

/* A 32767 x 32767 limit per side would still allow 4 GiB; a picture that big is a mistake. */
#define TM_MAX_DECODE_PIXELS ((size_t)1 << 28)

int tm_png_decode(const uint8_t *data, size_t length,
                  uint8_t **out_rgba, int *out_width, int *out_height, char *error_message) {
    return tm_png_decode_limited(data, length, TM_MAX_DECODE_DIMENSION, out_rgba, out_width, out_height, error_message);
}

int tm_png_decode_limited(const uint8_t *data, size_t length, int max_side,
                          uint8_t **out_rgba, int *out_width, int *out_height, char *error_message) {
    if (!data || length < 8 || png_sig_cmp(data, 0, 8) != 0) {
        tm_set_error(error_message, "not a PNG file (the signature is missing)");
        return 1;
    }
    tm_png_source *source = calloc(1, sizeof *source);
    if (!source) { tm_set_error(error_message, "out of memory"); return 1; }
    source->data = data;
    source->length = length;

    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, error_message, tm_png_error, tm_png_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        png_destroy_read_struct(&png, &info, NULL);
        free(source);
        tm_set_error(error_message, "out of memory");
        return 1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(source->rows); free(source->pixels); free(source);
        return 1;
    }

    png_set_user_limits(png, (png_uint_32)max_side, (png_uint_32)max_side);
    png_set_read_fn(png, source, tm_png_read);
    png_read_info(png, info);

    png_uint_32 width = 0, height = 0;
    int bit_depth = 0, color_type = 0;
    png_get_IHDR(png, info, &width, &height, &bit_depth, &color_type, NULL, NULL, NULL);
    if ((size_t)width * height > TM_MAX_DECODE_PIXELS) png_error(png, "PNG has more than 2^28 pixels");

    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    png_set_expand(png);        /* palette -> RGB, grey < 8 bit -> 8 bit, tRNS -> alpha */
    png_set_strip_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA)
        png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !has_trns)
        png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4)
        png_error(png, "unexpected PNG row layout after conversion to RGBA");

    source->pixels = malloc((size_t)width * height * 4);
    source->rows = malloc(sizeof(png_bytep) * height);
    if (!source->pixels || !source->rows) png_error(png, "out of memory while decoding PNG");
    for (png_uint_32 y = 0; y < height; y++) source->rows[y] = source->pixels + (size_t)y * width * 4;
    png_read_image(png, source->rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);

    *out_rgba = source->pixels;
    *out_width = (int)width;
    *out_height = (int)height;
    free(source->rows);
    free(source);
    return 0;
}

void tm_buffer_free(void *buffer) { free(buffer); }
