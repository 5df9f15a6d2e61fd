#!/usr/bin/env bash
# Drives `tablemock mcp` (built with the MCP trait) with a real MCP client that no one here
# wrote: the `mcp` package from PyPI, installed into a virtual environment of its own
# (.build/mcp-client-venv), over stdio. Usage: Scripts/mcp-client-test.sh [--scratch-path DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build
if [ "${1:-}" = "--scratch-path" ]; then scratch="$2"; fi
swift build --traits MCP --product tablemock --scratch-path "$scratch"
bin="$(swift build --traits MCP --scratch-path "$scratch" --show-bin-path)"
venv=.build/mcp-client-venv
if [ ! -x "$venv/bin/python" ]; then python3 -m venv "$venv"; fi
"$venv/bin/python" -c 'import mcp' 2>/dev/null || "$venv/bin/pip" install --quiet "mcp>=2.3,<3"
"$venv/bin/python" Scripts/mcp_client_test.py "$bin/tablemock" "$PWD"
