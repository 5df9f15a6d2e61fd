#!/usr/bin/env bash
# Installs the Debian packages TableMock builds and renders with. Safe to run again.
# Usage: Scripts/install-deps.sh [PACKAGE ...]: the extra packages one script alone needs
# (the browser test's chromium, the speed guard's valgrind) come with it, so a new user's
# quick start installs only what building and rendering need.
set -euo pipefail
# librsvg2-bin: rsvg-convert, which the editable SVG's tests rasterise with.
# libcurl4-openssl-dev: the MCP trait's SDK links FoundationNetworking, which needs libcurl
# to link the static tablemock-mcp (Scripts/install.sh, the Debian package).
# libjs-codemirror: the playground's editor (CodeMirror 5), which `tablemock serve` serves
# from /usr/share/javascript/codemirror; without it the page is a plain text box.
packages=(
  pkg-config libcairo2-dev libpango1.0-dev libpng-dev libjpeg-dev librsvg2-dev libisal-dev zlib1g-dev
  librsvg2-bin libcurl4-openssl-dev
  fonts-inter fonts-urw-base35 fonts-noto-core fonts-noto-cjk fonts-symbola
  bootstrap-icons
  libjs-codemirror
  "$@"
)
missing=()
for p in "${packages[@]}"; do
  [[ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" == *"install ok installed"* ]] || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all packages present"
  exit 0
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
