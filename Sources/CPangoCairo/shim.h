#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
/* Version queries for the golden-image environment fingerprint (LibraryVersions.swift). */
#include <hb.h>
#include <pixman.h>
#include <ft2build.h>
#include FT_FREETYPE_H
/* FcPatternAddFTFace: pinned patterns carry the face cairo draws with (FontConfiguration.swift). */
#include <fontconfig/fcfreetype.h>
