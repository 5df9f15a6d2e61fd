#!/usr/bin/env bash
# Builds tablemock_<version>_amd64.deb: the full tool (Scripts/install.sh: every trait, the
# Swift runtime linked statically; tablemock and tablemock-mcp) under /usr, with the built-in
# themes and JSON Schemas, man pages, bash/zsh/fish completions, the playground page and a
# copyright file. `Depends:` names the Debian packages of every shared library the two
# programs load (found with ldd and dpkg -S, so it cannot drift from the build) and the font
# and icon packages the themes name.
# Usage: Scripts/package-deb.sh [--output DIR]   (default: the current folder)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
output="$PWD"
while [ $# -gt 0 ]; do
  case "$1" in
    --output) output="$2"; shift 2 ;;
    -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
    *) echo "package-deb.sh: unknown argument $1 (use --output DIR)" >&2; exit 2 ;;
  esac
done
cd "$repo"
version="$(sed -n 's/.*static let semantic = "\([0-9.]*\)".*/\1/p' Sources/TableMock/Version.swift)"
[ -n "$version" ] || { echo "package-deb.sh: no version in Sources/TableMock/Version.swift" >&2; exit 1; }
arch="$(dpkg --print-architecture)"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
chmod 755 "$stage"

Scripts/install.sh --prefix "$stage/usr" >/dev/null
# Debian keeps man pages compressed; -n leaves no time stamp in them.
gzip -9n "$stage"/usr/share/man/man1/*.1

# The packages the themes and symbols are drawn with: read from install-deps.sh, the one list.
runtime_data="$(sed -n 's/^ *\(fonts-[a-z0-9-]*\( fonts-[a-z0-9-]*\)*\).*/\1/p' Scripts/install-deps.sh | tr '\n' ' ')"
icons="$(grep -o '\bbootstrap-icons\b\|\bfonts-material-design-icons-iconfont\b' Scripts/install-deps.sh | sort -u | tr '\n' ' ' || true)"
libraries="$(ldd "$stage/usr/bin/tablemock" "$stage/usr/bin/tablemock-mcp" | awk '/=>/ { print $3 }' | while read -r lib; do
  dpkg -S "$(readlink -f "$lib")" 2>/dev/null || dpkg -S "$lib" 2>/dev/null || true
done | cut -d: -f1 | sort -u | tr '\n' ' ')"
# The playground's editor: recommended, not required (without it the page is a plain text box).
recommends="$(grep -o '\blibjs-codemirror\b' Scripts/install-deps.sh | sort -u | paste -sd, - || true)"
depends="$(echo $libraries $runtime_data $icons | tr ' ' '\n' | sed '/^$/d' | sort -u | paste -sd, - | sed 's/,/, /g')"

doc="$stage/usr/share/doc/tablemock"
install -d "$doc"
{
  echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
  echo "Upstream-Name: tablemock"
  echo
  echo "Files: *"
  echo "Comment: TableMock draws iOS-style table screens from JSON or YAML specs."
  echo " The fonts and icons it draws with are not in this package: they come from the"
  echo " packages named in Depends ($(echo $runtime_data $icons | sed 's/ /, /g')),"
  echo " each with its licence in /usr/share/doc/<package>/copyright."
} > "$doc/copyright"

installed_kb="$(du -sk "$stage/usr" | cut -f1)"
install -d "$stage/DEBIAN"
cat > "$stage/DEBIAN/control" <<CONTROL
Package: tablemock
Version: $version
Architecture: $arch
Maintainer: TableMock developers <tablemock@localhost>
Installed-Size: $installed_kb
Depends: $depends
${recommends:+Recommends: $recommends
}Section: graphics
Priority: optional
Description: draws iOS-style table screens from JSON or YAML specs
 TableMock renders UITableView screens of every era (iPhone OS 2 to iOS 18), with
 their bars, light or dark, at any Dynamic Type size, left to right or right to left,
 into PNG, SVG and PDF, deterministically. Includes golden-image checks for CI, a
 linter, JSON Schemas, a Kroki-compatible HTTP server (tablemock serve) and a
 Model Context Protocol server for coding agents (tablemock mcp, tablemock-mcp).
CONTROL
find "$stage" -type d -exec chmod 755 {} +
deb="$output/tablemock_${version}_${arch}.deb"
dpkg-deb --build --root-owner-group -Zxz "$stage" "$deb" >/dev/null
echo "$deb"
