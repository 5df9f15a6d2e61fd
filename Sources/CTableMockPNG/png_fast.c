#include <isa-l/igzip_lib.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "CTableMockPNG.h"
#include "pixel_conversion.h"

/*
 * The fast PNG writer: ISA-L's level-1 deflate (igzip), fed in bands of rows that are
 * converted from cairo's ARGB32 as they go, with no row filter. One pass over the pixels:
 * the conversion to RGB also checks that every pixel is opaque; if one is not, the image
 * is written again as RGBA (only pictures with a translucent background pay twice).
 *
 * The bytes depend only on the pixels: fixed band and chunk sizes, no time or gamma chunk.
 *
 * ISA-L's level-1 deflate body (igzip_icf_body_h1_gr_bt.asm, `.write_first_byte`; in 2.30
 * and still upstream) has a bug that breaks that on its own: on the first call of a stream
 * it hashes position 2 not from the input but from a register that holds the address of
 * the `isal_zstream` (rcx), so one hash-table entry lands in a slot chosen by where malloc
 * put the writer. Matches are verified, so the file stays valid, but which matches are
 * found, and so the bytes, change with the heap layout (about 1 render in 300; more with
 * --jobs, which moves the heap around). ISA-L's finish routine hashes the first byte
 * correctly and marks the stream as having history, after which the body never takes that
 * path: so the first 4 bytes of every stream are deflated on their own and sync-flushed
 * (`tm_deflate_band`), before the body ever runs. It costs about 8 bytes a file.
 */

/* Rows converted and handed to the deflater at once. */
#define TM_FAST_BAND_ROWS 32
/* Compressed bytes per IDAT chunk (and the deflater's output buffer). */
#define TM_FAST_IDAT_CAPACITY (256 * 1024)
/* Bytes deflated and sync-flushed alone at the start of the stream. ISA-L's level-1 body
 * leaves the last 16 bytes of a flushed input to the finish routine, so up to 16 never
 * reach the body; the finish routine hashes a position only when 3 bytes follow it, so it
 * needs 4 to hash the first one and mark the stream as having history. A row is at least
 * 4 bytes (filter byte and one pixel). */
#define TM_FAST_PRIMER_BYTES 4

struct tm_png_writer {
    int width, height, channels, rows_written;
    tm_png_write_fn write;
    void *context;
    struct isal_zstream stream;
    uint8_t *level_buffer;
    uint8_t *band;          /* TM_FAST_BAND_ROWS filtered rows: filter byte + pixels */
    int band_rows;
    uint8_t *idat;          /* "IDAT" + compressed bytes */
    int primed;             /* the first bytes have been deflated on their own */
    int caller_memory;      /* made by tm_png_writer_create_in: not freed */
    int failed;
};

static void put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v;
}

/* Writes one chunk whose type and data are already contiguous at `type_and_data`. */
static int tm_write_chunk(tm_png_writer *w, const uint8_t *type_and_data, uint32_t data_length) {
    uint8_t length[4], crc[4];
    put32(length, data_length);
    put32(crc, (uint32_t)crc32(0, type_and_data, data_length + 4));
    if (w->write(w->context, length, 4) != 0 || w->write(w->context, type_and_data, (size_t)data_length + 4) != 0
        || w->write(w->context, crc, 4) != 0) {
        w->failed = 1;
        return 1;
    }
    return 0;
}

/* Runs the deflater over `length` bytes (and, at the end, to the end of the stream),
 * writing an IDAT chunk each time its output buffer fills. */
static int tm_deflate(tm_png_writer *w, uint8_t *input, size_t length, int flush, int end_of_stream,
                      char *error_message) {
    w->stream.next_in = input;
    w->stream.avail_in = (uint32_t)length;
    w->stream.flush = (uint16_t)flush;
    w->stream.end_of_stream = (uint16_t)end_of_stream;
    for (;;) {
        if (isal_deflate(&w->stream) != COMP_OK) {
            tm_set_error(error_message, "ISA-L deflate failed");
            w->failed = 1;
            return 1;
        }
        uint32_t produced = TM_FAST_IDAT_CAPACITY - w->stream.avail_out;
        /* A sync flush is complete once ISA-L returns with room left in the output. */
        int finished = end_of_stream ? w->stream.internal_state.state == ZSTATE_END
                                     : w->stream.avail_in == 0 && (flush == NO_FLUSH || w->stream.avail_out > 0);
        if (w->stream.avail_out == 0 || (finished && end_of_stream && produced > 0)) {
            if (tm_write_chunk(w, w->idat, produced) != 0) {
                tm_set_error(error_message, "could not write the PNG data");
                return 1;
            }
            w->stream.next_out = w->idat + 4;
            w->stream.avail_out = TM_FAST_IDAT_CAPACITY;
        }
        if (finished) break;
    }
    return 0;
}

/* Runs the deflater over the band (and, at the end, to the end of the stream). The first
 * band's first TM_FAST_PRIMER_BYTES bytes are deflated on their own with a sync flush, so
 * that ISA-L's finish routine, not its body, starts the stream (see the top of the file). */
static int tm_deflate_band(tm_png_writer *w, int end_of_stream, char *error_message) {
    size_t row_bytes = 1 + (size_t)w->width * (size_t)w->channels;
    size_t length = row_bytes * (size_t)w->band_rows, start = 0;
    if (!w->primed) {
        w->primed = 1;
        start = TM_FAST_PRIMER_BYTES;
        if (tm_deflate(w, w->band, start, SYNC_FLUSH, 0, error_message) != 0) return 1;
    }
    if (tm_deflate(w, w->band + start, length - start, NO_FLUSH, end_of_stream, error_message) != 0) return 1;
    w->band_rows = 0;
    return 0;
}

static tm_png_writer *tm_png_writer_init(tm_png_writer *w, int width, int height, int has_alpha,
                                         tm_png_write_fn write, void *context, char *error_message);

/* The sizes and callback both constructors accept: rows of at most 2^31 bytes. */
static int tm_png_writer_arguments_ok(int width, int height, tm_png_write_fn write) {
    return width > 0 && height > 0 && width <= 0x1FFFFFFF / 4 && write != NULL;
}

tm_png_writer *tm_png_writer_create(int width, int height, int has_alpha,
                                    tm_png_write_fn write, void *context, char *error_message) {
    if (!tm_png_writer_arguments_ok(width, height, write)) {
        tm_set_error(error_message, "invalid image size");
        return NULL;
    }
    tm_png_writer *w = calloc(1, sizeof *w);
    if (!w) { tm_set_error(error_message, "out of memory"); return NULL; }
    return tm_png_writer_init(w, width, height, has_alpha, write, context, error_message);
}

size_t tm_png_writer_size(void) { return sizeof(tm_png_writer); }

tm_png_writer *tm_png_writer_create_in(void *memory, int width, int height, int has_alpha,
                                       tm_png_write_fn write, void *context, char *error_message) {
    if (!memory || ((uintptr_t)memory & 15) != 0 || !tm_png_writer_arguments_ok(width, height, write)) {
        tm_set_error(error_message, "invalid image size or writer memory");
        return NULL;
    }
    tm_png_writer *w = memset(memory, 0, sizeof *w);
    w->caller_memory = 1;
    return tm_png_writer_init(w, width, height, has_alpha, write, context, error_message);
}

static tm_png_writer *tm_png_writer_init(tm_png_writer *w, int width, int height, int has_alpha,
                                         tm_png_write_fn write, void *context, char *error_message) {
    w->width = width; w->height = height; w->channels = has_alpha ? 4 : 3;
    w->write = write; w->context = context;
    size_t row_bytes = 1 + (size_t)width * (size_t)w->channels;
    w->level_buffer = malloc(ISAL_DEF_LVL1_DEFAULT);
    w->band = malloc(row_bytes * TM_FAST_BAND_ROWS);
    w->idat = malloc(TM_FAST_IDAT_CAPACITY + 4);
    if (!w->level_buffer || !w->band || !w->idat) {
        tm_png_writer_destroy(w);
        tm_set_error(error_message, "out of memory");
        return NULL;
    }
    isal_deflate_init(&w->stream);
    w->stream.level = 1;
    w->stream.level_buf = w->level_buffer;
    w->stream.level_buf_size = ISAL_DEF_LVL1_DEFAULT;
    w->stream.gzip_flag = IGZIP_ZLIB;
    memcpy(w->idat, "IDAT", 4);
    w->stream.next_out = w->idat + 4;
    w->stream.avail_out = TM_FAST_IDAT_CAPACITY;

    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    uint8_t ihdr[4 + 13];
    memcpy(ihdr, "IHDR", 4);
    put32(ihdr + 4, (uint32_t)width);
    put32(ihdr + 8, (uint32_t)height);
    ihdr[12] = 8;                          /* bit depth */
    ihdr[13] = has_alpha ? 6 : 2;          /* RGBA : RGB */
    ihdr[14] = 0; ihdr[15] = 0; ihdr[16] = 0;   /* deflate, adaptive filtering, no interlace */
    if (write(context, signature, 8) != 0 || tm_write_chunk(w, ihdr, 13) != 0) {
        tm_png_writer_destroy(w);
        tm_set_error(error_message, "could not write the PNG header");
        return NULL;
    }
    return w;
}

int tm_png_writer_add_argb32_rows(tm_png_writer *w, const uint8_t *argb, int rows, int stride,
                                  char *error_message) {
    if (!w || w->failed) { tm_set_error(error_message, "the PNG writer failed earlier"); return 1; }
    if (rows < 0 || rows > w->height - w->rows_written || stride < w->width * 4) {
        tm_set_error(error_message, "more rows than the image has, or a bad stride");
        return 1;
    }
    size_t row_bytes = 1 + (size_t)w->width * (size_t)w->channels;
    for (int y = 0; y < rows; y++) {
        const uint32_t *source = (const uint32_t *)(argb + (size_t)y * (size_t)stride);
        uint8_t *row = w->band + row_bytes * (size_t)w->band_rows;
        row[0] = 0;   /* filter: none */
        if (w->channels == 3) {
            if (!tm_argb32_row_to_rgb_if_opaque(source, w->width, row + 1)) {
                tm_set_error(error_message, "a pixel is not opaque in an RGB image");
                w->failed = 1;
                return TM_PNG_NOT_OPAQUE;
            }
        } else {
            tm_argb32_row_to_rgba(source, w->width, row + 1);
        }
        w->band_rows++;
        w->rows_written++;
        int last = w->rows_written == w->height;
        if ((w->band_rows == TM_FAST_BAND_ROWS || last) && tm_deflate_band(w, last, error_message) != 0) return 1;
    }
    return 0;
}

int tm_png_writer_finish(tm_png_writer *w, char *error_message) {
    if (!w || w->failed) { tm_set_error(error_message, "the PNG writer failed earlier"); return 1; }
    if (w->rows_written != w->height) { tm_set_error(error_message, "the PNG writer got too few rows"); return 1; }
    if (tm_write_chunk(w, (const uint8_t *)"IEND", 0) != 0) {
        tm_set_error(error_message, "could not write the PNG end");
        return 1;
    }
    return 0;
}

void tm_png_writer_destroy(tm_png_writer *w) {
    if (!w) return;
    free(w->level_buffer); free(w->band); free(w->idat);
    if (!w->caller_memory) free(w);
}

/* ---------------------------------------------------------------- in memory */

typedef struct { uint8_t *data; size_t length, capacity; } tm_memory_sink;

static int tm_memory_write(void *context, const uint8_t *bytes, size_t count) {
    tm_memory_sink *sink = context;
    if (count > SIZE_MAX - sink->length) return 1;
    if (sink->length + count > sink->capacity) {
        size_t capacity = sink->capacity ? sink->capacity : 65536;
        while (capacity < sink->length + count) {
            if (capacity > SIZE_MAX / 2) return 1;
            capacity *= 2;
        }
        uint8_t *grown = realloc(sink->data, capacity);
        if (!grown) return 1;
        sink->data = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->data + sink->length, bytes, count);
    sink->length += count;
    return 0;
}

static int tm_png_encode_fast_as(const uint8_t *argb, int width, int height, int stride, int has_alpha,
                                 uint8_t **out, size_t *out_length, char *error_message) {
    tm_memory_sink sink = {0};
    tm_png_writer *w = tm_png_writer_create(width, height, has_alpha, tm_memory_write, &sink, error_message);
    if (!w) { free(sink.data); return 1; }
    int status = tm_png_writer_add_argb32_rows(w, argb, height, stride, error_message);
    if (status == 0) status = tm_png_writer_finish(w, error_message);
    tm_png_writer_destroy(w);
    if (status != 0) { free(sink.data); return status; }
    *out = sink.data;
    *out_length = sink.length;
    return 0;
}

int tm_png_encode_fast(const uint8_t *argb, int width, int height, int stride,
                       uint8_t **out, size_t *out_length, char *error_message) {
    if (!argb || !out || !out_length) { tm_set_error(error_message, "no pixel buffer"); return 1; }
    if (stride < width * 4) { tm_set_error(error_message, "invalid image size or stride"); return 1; }
    int status = tm_png_encode_fast_as(argb, width, height, stride, 0, out, out_length, error_message);
    if (status == TM_PNG_NOT_OPAQUE)
        status = tm_png_encode_fast_as(argb, width, height, stride, 1, out, out_length, error_message);
    return status;
}
