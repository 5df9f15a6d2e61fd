"""Drives `tablemock mcp` with the Model Context Protocol's own Python client (the `mcp`
package from PyPI) over stdio, as an agent client would: lists the tools, renders a sample
(the PNG is decoded and its size checked), renders a broken spec (isError and TableMock's
exact line), reads the reference resource, and checks a malformed call is a protocol error
and a path outside the root is refused. Usage: mcp_client_test.py TABLEMOCK ROOT"""
import asyncio
import base64
import os
import struct
import sys
import tempfile
import zlib

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.shared.exceptions import MCPError

BROKEN = "device: iphone-5\ntable:\n  sections:\n    - rows:\n        - title: Wi-Fi\n          accessory: disclosure\n"
BROKEN_LINE = ('spec.yaml:6:22: error: /table/sections/0/rows/0/accessory: unknown accessory "disclosure"; '
               'did you mean "disclosureIndicator"?')


def decode_png(data):
    """Width, height and the inflated scanlines' length of an 8-bit RGBA or RGB PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    offset, idat, width = 8, b"", None
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset:offset + 4])
        kind = data[offset + 4:offset + 8]
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and color in (2, 6), (depth, color)
            channels = 4 if color == 6 else 3
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    raw = zlib.decompress(idat)
    assert len(raw) == height * (1 + width * channels), "the pixels do not fill the image"
    return width, height


def check(condition, message):
    if not condition:
        raise SystemExit("mcp-client-test: FAILED: " + message)


async def main(binary, root):
    params = StdioServerParameters(command=binary, args=["mcp", "--root", root])
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            info = await session.initialize()
            check(info.server_info.name == "tablemock", f"server name {info.server_info.name}")

            tools = {tool.name: tool for tool in (await session.list_tools()).tools}
            expected = {"render", "validate", "lint", "variants", "list_devices", "list_themes", "list_symbols", "reference"}
            check(expected <= set(tools), f"tools {sorted(tools)}")
            check("spec" in tools["render"].input_schema["properties"], "render takes a spec")

            # A sample from the repository, by path: iphone-8 at scale 2 is 750x1334 pixels.
            result = await session.call_tool("render", {"path": "Samples/settings.json"})
            check(not result.is_error, f"render failed: {result.content}")
            images = [c for c in result.content if c.type == "image"]
            check(len(images) == 1 and images[0].mime_type == "image/png", "one PNG image block")
            size = decode_png(base64.b64decode(images[0].data))
            check(size == (750, 1334), f"the image is {size}, not 750x1334")
            summary = [c.text for c in result.content if c.type == "text"][0]
            check("iphone-8" in summary and "ios7" in summary, f"summary: {summary}")
            layout = result.structured_content["layout"]
            check(layout["canvas"] == {"width": 375, "height": 667, "scale": 2}, f"layout canvas {layout['canvas']}")
            check(any(item["kind"] == "cell" for item in layout["items"]), "the layout has cells")

            # An iphone-15 at its scale 3 (1179x2556) is drawn at the largest quarter scale that fits 1568 px.
            result = await session.call_tool("render", {"spec": "table:\n  sections:\n    - rows: [{title: A}]\n",
                                                        "device": "iphone-15"})
            image = [c for c in result.content if c.type == "image"][0]
            check(decode_png(base64.b64decode(image.data)) == (688, 1491), "the iphone-15 picture fitted to 1568 px")

            # A broken spec: a tool result with isError and TableMock's own line.
            result = await session.call_tool("render", {"spec": BROKEN})
            check(result.is_error, "a broken spec is an error result")
            text = "\n".join(c.text for c in result.content if c.type == "text")
            check(text == BROKEN_LINE, f"the error line: {text!r}")
            result = await session.call_tool("validate", {"spec": BROKEN})
            check(result.is_error and result.content[0].text == BROKEN_LINE, "validate gives the same line")

            # A file outside the root is refused, as a tool result.
            result = await session.call_tool("render", {"path": "/etc/passwd"})
            check(result.is_error and "outside the project root" in result.content[0].text, f"outside the root: {result.content}")

            # A malformed call (an argument the tool does not have) is a protocol error.
            try:
                await session.call_tool("render", {"spec": "table: {}", "colour": "red"})
                check(False, "an unknown argument was accepted")
            except MCPError as error:
                check(error.code == -32602 and "colour" in error.message, f"protocol error: {error}")

            # output: file writes under the root and says where.
            result = await session.call_tool("render", {"spec": "table:\n  sections:\n    - rows: [{title: A}]\n",
                                                        "output": "file", "outputPath": ".build/mcp-client-test/a.png"})
            check(not result.is_error, f"output file: {result.content}")
            written = os.path.join(root, ".build/mcp-client-test/a.png")
            check(result.structured_content["path"] == os.path.realpath(written), f"path {result.structured_content['path']}")
            with open(written, "rb") as f:
                check(decode_png(f.read()) == (750, 1334), "the written PNG")

            # The reference, as a resource and as a tool.
            resources = {str(r.uri) for r in (await session.list_resources()).resources}
            check("tablemock://reference/spec" in resources, f"resources {sorted(resources)}")
            reference = await session.read_resource("tablemock://reference/spec")
            check("accessory" in reference.contents[0].text and "disclosureIndicator" in reference.contents[0].text,
                  "the reference names the keys")
            example = await session.read_resource("tablemock://examples/settings-grouped.yaml")
            result = await session.call_tool("render", {"spec": example.contents[0].text})
            check(not result.is_error, f"the example renders: {result.content}")

            sheet = await session.call_tool("variants", {"spec": example.contents[0].text, "themes": ["ios6", "ios13"]})
            check(not sheet.is_error, f"variants: {sheet.content}")
            check(sheet.structured_content["cells"] == ["ios6 · light", "ios13 · light", "ios13 · dark"],
                  f"cells {sheet.structured_content['cells']}")
            check(len(sheet.structured_content["skipped"]) == 1 and "ios6 · dark" in sheet.structured_content["skipped"][0],
                  f"skipped {sheet.structured_content['skipped']}")
            image = [c for c in sheet.content if c.type == "image"][0]
            w, h = decode_png(base64.b64decode(image.data))
            check(max(w, h) <= 1568 and w * h <= 1_150_000, f"the sheet is {w}x{h}")
    print("mcp-client-test: ok (tools, render, fitted render, broken spec, refused path, protocol error, file output, resources, variants)")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], os.path.realpath(sys.argv[2])))
