/* librsvg renders SVG images placed in a scene. Deprecation warnings are off because the
 * header marks whole families of old calls that we never use. */
#define RSVG_DISABLE_DEPRECATION_WARNINGS 1
#include <librsvg/rsvg.h>
