#!/usr/bin/env bash
# Drives `tablemock mcp` (built with the MCP trait; it runs `tablemock-mcp`, built beside it)
# with a real MCP client that no one here wrote: the `mcp` package from PyPI, installed into a virtual environment of its own
# (.build/mcp-client-venv), over stdio. Usage: Scripts/mcp-client-test.sh [--scratch-path DIR]
# TABLEMOCK_TRAITS (default MCP; it must include MCP) reuses a build folder built with more traits.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build
if [ "${1:-}" = "--scratch-path" ]; then scratch="$2"; fi
traits="${TABLEMOCK_TRAITS:-MCP}"
swift build --traits "$traits" --product tablemock --scratch-path "$scratch"
swift build --traits "$traits" --product tablemock-mcp --scratch-path "$scratch"
bin="$(swift build --traits "$traits" --scratch-path "$scratch" --show-bin-path)"
venv=.build/mcp-client-venv
# Python 3.10 or later with venv (Debian 12: python3 3.11 and python3-venv).
if ! python3 -c 'import venv, ensurepip' 2>/dev/null; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends python3 python3-venv
fi
if [ ! -x "$venv/bin/python" ]; then python3 -m venv "$venv"; fi
"$venv/bin/python" -c 'import mcp' 2>/dev/null || "$venv/bin/pip" install --quiet "mcp>=2.3,<3"
"$venv/bin/python" Scripts/mcp_client_test.py "$bin/tablemock" "$PWD"
