#!/usr/bin/env bash
# Builds the Debian package, installs it with apt as a user would, renders the samples from
# another folder with /usr/bin/tablemock, and removes it again. Needs root (CI runs as root).
# Usage: Scripts/deb-test.sh
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "deb-test: $*" >&2; exit 1; }
sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
deb="$("$repo/Scripts/package-deb.sh" --output "$work")"
dpkg-deb --field "$deb" Depends
chmod 755 "$work"
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$deb" >/dev/null || fail "apt-get install $deb failed"
trap '$sudo apt-get remove -y -qq tablemock >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
cp -r "$repo/Samples" "$work/Samples"
cp -r "$repo/Tests/Goldens" "$work/Goldens"
cd "$work"
/usr/bin/tablemock --version
/usr/bin/tablemock render Samples -o out --format png,svg,pdf --quiet || fail "the installed tool could not render the samples"
pngs=$(find out -name '*.png' | wc -l)
[ "$pngs" -ge 40 ] && [ "$pngs" -eq "$(find out -name '*.pdf' | wc -l)" ] || fail "$pngs PNGs and a different number of PDFs"
# The packaged tool draws the project's goldens (the custom theme's sample has its golden elsewhere).
rm -rf Samples/custom-theme
/usr/bin/tablemock check Samples --golden Goldens --record never >check.log 2>&1 || { cat check.log; fail "the packaged tool does not draw the goldens"; }
test -s /usr/share/man/man1/tablemock.1.gz || fail "no man page"
test -x /usr/bin/tablemock-mcp || fail "no /usr/bin/tablemock-mcp"
initialize='{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"deb-test","version":"1"}}}'
answer="$(echo "$initialize" | /usr/bin/tablemock mcp --root "$work")" || fail "the packaged tablemock mcp failed"
grep -q '"serverInfo"' <<<"$answer" || fail "the packaged tablemock mcp did not answer initialize: $answer"
test -s /usr/share/tablemock/Themes/ios7.json || fail "no themes"
$sudo apt-get remove -y -qq tablemock >/dev/null || fail "apt-get remove failed"
[ ! -e /usr/bin/tablemock ] && [ ! -e /usr/bin/tablemock-mcp ] || fail "/usr/bin/tablemock is still there after removal"
echo "deb-test: passed ($(basename "$deb"): installed, rendered $pngs samples from $work, removed)"
