#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>
#include <jerror.h>

#include "CTableMockPNG.h"
#include "pixel_conversion.h"

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *error_message;
    /* Both live here, not in locals, because they change between setjmp and longjmp. */
    struct jpeg_decompress_struct info;
    uint8_t *pixels;
} tm_jpeg_state;

static void tm_jpeg_error_exit(j_common_ptr info) {
    tm_jpeg_state *state = (tm_jpeg_state *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    tm_set_error(state->error_message, text);
    longjmp(state->jump, 1);
}

/* libjpeg prints warnings (e.g. "premature end of data") to stderr by default. */
static void tm_jpeg_output_message(j_common_ptr info) { (void)info; }

/* A warning that the data ran out is an error here: libjpeg would fill the missing rows
   with grey, so a tiny file declaring a huge frame would draw a grey block. */
static void tm_jpeg_emit_message(j_common_ptr info, int level) {
    if (level == -1) {
        int code = info->err->msg_code;
        if (code == JWRN_JPEG_EOF || code == JWRN_HIT_MARKER) {
            tm_jpeg_state *state = (tm_jpeg_state *)info->err;
            tm_set_error(state->error_message, "the JPEG data ends before the frame its header declares is complete");
            longjmp(state->jump, 1);
        }
    }
}

int tm_jpeg_decode(const uint8_t *data, size_t length,
                   uint8_t **out_rgba, int *out_width, int *out_height, char *error_message) {
    if (!data || length < 3 || data[0] != 0xFF || data[1] != 0xD8) {
        tm_set_error(error_message, "not a JPEG file (the SOI marker is missing)");
        return 1;
    }
    tm_jpeg_state *state = calloc(1, sizeof *state);
    if (!state) { tm_set_error(error_message, "out of memory"); return 1; }
    state->error_message = error_message;
    struct jpeg_decompress_struct *const info = &state->info;
    info->err = jpeg_std_error(&state->manager);
    state->manager.error_exit = tm_jpeg_error_exit;
    state->manager.output_message = tm_jpeg_output_message;
    state->manager.emit_message = tm_jpeg_emit_message;
    if (setjmp(state->jump)) {
        jpeg_destroy_decompress(info);
        free(state->pixels);
        free(state);
        return 1;
    }
    jpeg_create_decompress(info);
    jpeg_mem_src(info, data, (unsigned long)length);
    jpeg_read_header(info, TRUE);

    int cmyk = info->jpeg_color_space == JCS_CMYK || info->jpeg_color_space == JCS_YCCK;
    info->out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;   /* libjpeg-turbo extension */
    jpeg_start_decompress(info);

    JDIMENSION width = info->output_width, height = info->output_height;
    if (width == 0 || height == 0 || width > TM_MAX_DECODE_DIMENSION || height > TM_MAX_DECODE_DIMENSION) {
        char text[96];
        snprintf(text, sizeof text, "JPEG is larger than %d pixels on a side", TM_MAX_DECODE_DIMENSION);
        tm_set_error(error_message, text);
        jpeg_destroy_decompress(info);
        free(state);
        return 1;
    }
    state->pixels = malloc((size_t)width * height * 4);
    if (!state->pixels) {
        tm_set_error(error_message, "out of memory while decoding JPEG");
        jpeg_destroy_decompress(info);
        free(state);
        return 1;
    }
    while (info->output_scanline < height) {
        JSAMPROW row = state->pixels + (size_t)info->output_scanline * width * 4;
        jpeg_read_scanlines(info, &row, 1);
    }
    if (cmyk) {
        /* Photoshop writes inverted CMYK (with an Adobe marker); others write it plainly. */
        int inverted = info->saw_Adobe_marker;
        for (size_t i = 0; i < (size_t)width * height; i++) {
            uint8_t *p = state->pixels + 4 * i;
            unsigned c = p[0], m = p[1], y = p[2], k = p[3];
            if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
            p[0] = (uint8_t)((c * k + 127) / 255);
            p[1] = (uint8_t)((m * k + 127) / 255);
            p[2] = (uint8_t)((y * k + 127) / 255);
            p[3] = 255;
        }
    }
    jpeg_finish_decompress(info);
    jpeg_destroy_decompress(info);

    *out_rgba = state->pixels;
    *out_width = (int)width;
    *out_height = (int)height;
    free(state);
    return 0;
}
