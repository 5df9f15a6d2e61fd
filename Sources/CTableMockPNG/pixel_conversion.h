#ifndef TM_PIXEL_CONVERSION_H
#define TM_PIXEL_CONVERSION_H
/* Internal helpers shared by the encoders and decoders; not part of the module. */
#include <stdint.h>
void tm_argb32_row_to_rgba(const uint32_t *row, int width, uint8_t *out);
void tm_argb32_row_to_rgb(const uint32_t *row, int width, uint8_t *out);
/* Converts to RGB and returns 1 when every pixel of the row is opaque, else 0. */
int tm_argb32_row_to_rgb_if_opaque(const uint32_t *row, int width, uint8_t *out);
int tm_argb32_is_opaque(const uint8_t *argb, int width, int height, int stride);
int tm_rgba_is_opaque(const uint8_t *rgba, int width, int height, int stride);
void tm_set_error(char *error_message, const char *text);
#endif
