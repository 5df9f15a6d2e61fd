#!/usr/bin/env bash
# Installs TableMock into a temporary prefix (Scripts/install.sh) and uses it as a new user
# would: through PATH from another folder, through a symlink, and with an empty environment;
# checks --version, the man pages and the completions. Usage: Scripts/install-test.sh
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
prefix="$(mktemp -d)"; elsewhere="$(mktemp -d)"
trap 'rm -rf "$prefix" "$elsewhere"' EXIT
"$repo/Scripts/install.sh" --prefix "$prefix" > "$elsewhere/install.log" 2>&1 || { cat "$elsewhere/install.log"; exit 1; }
fail() { echo "install-test: $*" >&2; exit 1; }
cp "$repo/Samples/simple-list.yaml" "$elsewhere/"
cd "$elsewhere"
PATH="$prefix/bin:$PATH" tablemock render simple-list.yaml -o out >/dev/null 2>&1 || fail "render through PATH failed"
test -s out/simple-list.png || fail "no image through PATH"
ln -s "$prefix/bin/tablemock" "$elsewhere/tm"
themes="$(./tm themes)" || fail "themes through a symlink failed"
grep -q '^ios7 ' <<<"$themes" || fail "themes through a symlink: no ios7"
env -i "$prefix/bin/tablemock" render simple-list.yaml -o out2 >/dev/null 2>&1 || fail "render with env -i failed"
cmp -s out/simple-list.png out2/simple-list.png || fail "env -i drew other bytes"
# Symbols (the installed map and Debian's bootstrap-icons) and the goldens' bytes.
cp "$repo/Samples/settings.json" "$elsewhere/"
"$prefix/bin/tablemock" render settings.json -o out3 >/dev/null || fail "render of a spec with symbols failed"
cmp -s out3/settings.png "$repo/Tests/Goldens/settings.png" || fail "the installed tool drew settings.json unlike its golden"
grep -Eq '^[0-9]+\.[0-9]+\.[0-9]+' <<<"$("$prefix/bin/tablemock" --version)" || fail "--version"
test -s "$prefix/share/man/man1/tablemock.1" || fail "no man page"
test -s "$prefix/share/man/man1/tablemock.render.1" || fail "no render man page (man tablemock.render)"
grep -q tablemock "$prefix/share/bash-completion/completions/tablemock" || fail "no bash completion"
test -s "$prefix/share/zsh/site-functions/_tablemock" || fail "no zsh completion"
test -s "$prefix/share/fish/vendor_completions.d/tablemock.fish" || fail "no fish completion"
# The full tool: serve is there (its help, not the light build's "built without" line).
serve_help="$("$prefix/bin/tablemock" serve --help 2>&1)" || fail "serve --help failed"
grep -q -- '--time-limit' <<<"$serve_help" || fail "the installed tool has no server"
# The playground page, from the installed share/tablemock/Playground.
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
"$prefix/bin/tablemock" serve --port "$port" --jobs 1 > "$elsewhere/serve.log" 2>&1 < /dev/null &
server=$!
page=""
for _ in $(seq 150); do
  page="$(python3 -c 'import sys, urllib.request; print(urllib.request.urlopen(sys.argv[1], timeout=5).read().decode())' \
    "http://127.0.0.1:$port/" 2> /dev/null)" && break
  sleep 0.2
done
kill "$server" 2> /dev/null || true
wait "$server" 2> /dev/null || true
grep -q '/play/static/playground.js' <<<"$page" || { cat "$elsewhere/serve.log"; fail "the installed server has no playground page"; }
if grep -q 'libswiftCore' <<<"$(ldd "$prefix/bin/tablemock")"; then fail "the Swift runtime is linked dynamically"; fi
# The drawing tool loads no networking (the MCP SDK's FoundationNetworking brings libcurl and
# 26 more libraries): that is tablemock-mcp's alone, and `tablemock mcp` runs it.
if grep -q 'libcurl' <<<"$(ldd "$prefix/bin/tablemock")"; then fail "tablemock loads libcurl"; fi
test -s "$prefix/share/man/man1/tablemock-mcp.1" || fail "no tablemock-mcp man page"
initialize='{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"install-test","version":"1"}}}'
answer="$(echo "$initialize" | env -i PATH="$prefix/bin:/usr/bin:/bin" tablemock mcp --root "$elsewhere")" || fail "tablemock mcp failed"
grep -q '"serverInfo"' <<<"$answer" || fail "tablemock mcp did not answer initialize: $answer"
echo "install-test: passed ($("$prefix/bin/tablemock" --version))"
