"""Drives the playground page of `tablemock serve` in a real headless browser (Debian's
chromium and chromedriver, through Selenium from PyPI), as a first-time visitor would use it:
loads the page, types a spec and sees the picture change, types a misspelt key and sees the
tool's error at its line with the suggestion, changes the theme control and sees the spec
text and the picture change, compares two themes side by side with the diff image, and opens
a shared link in a fresh browser and gets the same picture, byte for byte, as the server's
Kroki route draws from the link. Measures keystroke -> new picture on screen for a 20-row
screen (printed and written to the timings file; not asserted).

Usage: playground_browser_test.py TABLEMOCK [--screenshots DIR] [--timings FILE]"""
import argparse
import base64
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
import zlib

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

TYPED = [
    "device: iphone-8",
    "navigationBar: {title: Typed}",
    "table: {style: grouped, sections: [{rows: [{title: Hello}, {title: World}]}]}",
]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get(url):
    with urllib.request.urlopen(url, timeout=30) as response:
        return response.status, dict(response.headers), response.read()


def browser(profile):
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1440,900", "--force-device-scale-factor=1", f"--user-data-dir={profile}",
                     "--no-first-run", "--disable-extensions", "--disable-background-networking"):
        options.add_argument(argument)
    service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_script_timeout(30)
    return driver


class Page:
    def __init__(self, driver):
        self.driver = driver

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def state(self, key):
        return self.js(f"return window.tablemockPlayground && window.tablemockPlayground.{key};")

    def wait(self, condition, what, timeout=30):
        try:
            return WebDriverWait(self.driver, timeout, poll_frequency=0.02).until(lambda d: condition())
        except Exception:
            status = self.js("return document.getElementById('status').textContent")
            problems = self.js("return Array.from(document.querySelectorAll('#problems li')).map(li => li.textContent)")
            raise AssertionError(f"timed out waiting for {what}; the page's status line: {status!r}; problems: {problems}")

    def renders(self):
        return self.state("renders") or 0

    def text(self):
        return self.js("return document.querySelector('.CodeMirror').CodeMirror.getValue();")

    def set_text(self, text):
        self.js("document.querySelector('.CodeMirror').CodeMirror.setValue(arguments[0]);", text)

    def cursor_to(self, line, ch):
        self.js("const cm = document.querySelector('.CodeMirror').CodeMirror; cm.focus(); cm.setCursor({line: arguments[0], ch: arguments[1]});", line, ch)

    def keys(self, *keys):
        self.driver.find_element(By.CSS_SELECTOR, ".CodeMirror textarea").send_keys(*keys)

    def png(self):
        """The bytes of the picture on screen (the page keeps the last one it drew)."""
        encoded = self.driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const blob = window.tablemockPlayground.lastPNG;
            if (!blob) { done(null); return; }
            const reader = new FileReader();
            reader.onload = () => done(reader.result.split(',')[1]);
            reader.readAsDataURL(blob);""")
        assert encoded, "the page holds no picture"
        return base64.b64decode(encoded)

    def src(self):
        return self.js("return document.getElementById('picture').src;")

    def settled(self):
        """The text on screen is the text of the last answer, and nothing is in flight."""
        return self.js("const s = window.tablemockPlayground; return s.lastSpec === document.querySelector('.CodeMirror').CodeMirror.getValue();")


def twenty_rows(title="Row"):
    rows = "\n".join(f"        - {{title: {title} {i}, detail: Detail {i}, style: value1, accessory: disclosureIndicator}}" for i in range(1, 21))
    return f"theme: ios13\ndevice: iphone-15\nheight: content\nnavigationBar: {{title: Twenty}}\ntable:\n  style: insetGrouped\n  sections:\n    - rows:\n{rows}\n"


def wait_for_server(base):
    """Until the server answers /health (30 s at most)."""
    for _ in range(300):
        try:
            if get(base + "/health")[0] == 200:
                return
        except (urllib.error.URLError, ConnectionError):
            pass
        time.sleep(0.1)
    raise AssertionError("the server did not start")


def fallback(tablemock, profiles, drivers, shots):
    """Without the editor package the page is a plain text box that says so, and works."""
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    env = dict(os.environ, TABLEMOCK_CODEMIRROR="/nonexistent/codemirror")
    server = subprocess.Popen([tablemock, "serve", "--port", str(port), "--jobs", "1"], stdin=subprocess.DEVNULL,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    try:
        wait_for_server(base)
        profiles.append(tempfile.mkdtemp(prefix="playground-profile-"))
        driver = browser(profiles[-1])
        drivers.append(driver)
        page = Page(driver)
        driver.get(base + "/")
        page.wait(lambda: page.renders() >= 1, "the plain page's first picture")
        assert page.state("editor") == "none" and not page.js("return !!document.querySelector('.CodeMirror')")
        notice = page.js("return document.getElementById('notice').hidden ? '' : document.getElementById('notice').textContent")
        assert "libjs-codemirror" in notice, notice
        box = driver.find_element(By.ID, "spec")
        box.send_keys(Keys.CONTROL, "a")
        box.send_keys(Keys.DELETE)
        box.send_keys("device: iphone-5\ntabel: {sections: [{rows: [{title: Plain}]}]}\n")
        # Clearing the box is itself an edit: its "the file is empty" answer can arrive first.
        # Wait for the answer to the text typed, not for any error.
        first_item = "const li = document.querySelector('#problems li'); return li ? li.textContent : '';"
        page.wait(lambda: page.js(first_item).startswith("2:1: "), "the plain box's error for the typed text")
        item = page.js(first_item)
        assert item.startswith("2:1: ") and "table" in item, item
        driver.save_screenshot(os.path.join(shots, "playground-plain.png"))
        print(f"without the editor package: a plain text box, the notice, and the error {item!r}")
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tablemock")
    parser.add_argument("--screenshots")
    parser.add_argument("--timings")
    args = parser.parse_args()
    shots = args.screenshots or tempfile.mkdtemp(prefix="playground-shots-")
    os.makedirs(shots, exist_ok=True)

    port = free_port()
    base = f"http://127.0.0.1:{port}"
    log = tempfile.TemporaryFile()
    server = subprocess.Popen([args.tablemock, "serve", "--port", str(port), "--jobs", "2"], stdin=subprocess.DEVNULL,
                              stdout=log, stderr=log)
    profiles = [tempfile.mkdtemp(prefix="playground-profile-") for _ in range(2)]
    drivers = []
    try:
        wait_for_server(base)

        status, headers, body = get(base + "/")
        csp = headers.get("Content-Security-Policy", "")
        assert status == 200 and "script-src 'self'" in csp and "unsafe-inline" not in csp, (status, csp)
        assert b"<script>" not in body, "the page has an inline script"

        driver = browser(profiles[0])
        drivers.append(driver)
        page = Page(driver)
        driver.get(base + "/")
        page.wait(lambda: page.renders() >= 1, "the first picture")
        assert page.state("editor") == "codemirror", "the page did not load Debian's CodeMirror"
        console = [e for e in driver.get_log("browser") if e.get("level") == "SEVERE"] if hasattr(driver, "get_log") else []
        assert not console, f"errors in the browser console: {console}"
        first = page.png()
        driver.save_screenshot(os.path.join(shots, "playground.png"))
        print(f"loaded: the default spec drawn ({len(first)} bytes)")

        # 1. Type a spec: the picture changes.
        page.cursor_to(0, 0)
        page.keys(Keys.CONTROL, "a")
        page.keys(Keys.DELETE)
        for line in TYPED:
            page.keys(line, Keys.ENTER)
        page.wait(lambda: page.settled() and page.text().strip() == "\n".join(TYPED), "the typed spec's picture")
        typed = page.png()
        assert typed != first, "the picture did not change after typing a spec"
        assert page.js("return document.querySelectorAll('#problems li').length") == 0
        driver.save_screenshot(os.path.join(shots, "playground-typed.png"))
        print(f"typed a spec: a new picture ({len(typed)} bytes)")

        # 2. A misspelt key: the tool's error at its line, with the suggestion; the picture kept.
        shown = page.src()
        errors = page.state("errors")
        page.cursor_to(3, 0)
        page.keys("toolbr: [Edit]")
        page.wait(lambda: page.state("errors") > errors and page.settled(), "the error")
        items = page.js("return Array.from(document.querySelectorAll('#problems li')).map(li => [li.dataset.line, li.dataset.column, li.textContent]);")
        assert items, "no error listed"
        line, column, message = items[0]
        assert line == "4" and column == "1", items
        assert "toolbr" in message and "toolbar" in message, items
        marked = page.js("return Array.from(document.querySelectorAll('.CodeMirror-lint-mark-error')).map(e => e.textContent);")
        assert marked == ["toolbr"], marked
        gutter = page.js("""const cm = document.querySelector('.CodeMirror').CodeMirror;
            const info = cm.lineInfo(3); return !!(info.gutterMarkers && info.gutterMarkers['CodeMirror-lint-markers']);""")
        assert gutter, "no gutter mark on line 4"
        assert page.src() == shown, "the previous picture was not kept while the spec is wrong"
        driver.save_screenshot(os.path.join(shots, "playground-error.png"))
        print(f"misspelt key: {message!r} at {line}:{column}")
        page.keys(Keys.SHIFT, Keys.HOME)
        page.keys(Keys.DELETE)
        page.wait(lambda: page.settled() and page.js("return document.querySelectorAll('#problems li').length") == 0, "the error to clear")

        # 3. The theme control writes its key into the text, and the picture changes.
        before = page.png()
        Select(driver.find_element(By.ID, "ctl-theme")).select_by_value("ios6")
        page.wait(lambda: "theme: ios6" in page.text() and page.settled() and page.png() != before, "the theme's picture")
        assert page.text().splitlines()[:2] == ["device: iphone-8", "theme: ios6"], page.text()
        driver.save_screenshot(os.path.join(shots, "playground-theme.png"))
        Select(driver.find_element(By.ID, "ctl-appearance")).select_by_value("dark")
        page.wait(lambda: "appearance: dark" in page.text() and page.settled(), "the dark answer")
        print("appearance dark on ios6:", page.js("return Array.from(document.querySelectorAll('#problems li')).map(li => li.textContent)"))
        Select(driver.find_element(By.ID, "ctl-appearance")).select_by_value("")
        page.wait(lambda: "appearance" not in page.text() and page.settled(), "the appearance key removed")
        print("theme control: 'theme: ios6' written into the spec, a new picture")

        # 4. Side by side: this spec with another theme, and the check comparator's diff.
        driver.find_element(By.ID, "compare").click()
        Select(driver.find_element(By.ID, "compare-theme")).select_by_value("ios13")
        page.wait(lambda: "pixels differ" in page.js("return document.getElementById('diff-verdict').textContent"), "the diff image")
        assert page.js("return document.getElementById('picture-diff').naturalWidth") > 0
        driver.save_screenshot(os.path.join(shots, "playground-compare.png"))
        print("compare:", page.js("return document.getElementById('diff-verdict').textContent"))
        # A second spec: one row's title changed, so the diff image marks that row only.
        Select(driver.find_element(By.ID, "compare-source")).select_by_value("text")
        second = driver.find_element(By.ID, "spec-b")
        page.js("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'));", second,
                page.text().replace("title: World", "title: Earth"))
        page.wait(lambda: "Right: the second spec" in page.js("return document.getElementById('caption-b').textContent")
                  and "pixels differ" in page.js("return document.getElementById('diff-verdict').textContent")
                  and int(page.js("return document.getElementById('diff-verdict').textContent").split(": ")[1].split()[0]) < 20000,
                  "the second spec's diff")
        driver.save_screenshot(os.path.join(shots, "playground-compare-text.png"))
        print("compare, a second spec:", page.js("return document.getElementById('diff-verdict').textContent"))
        driver.find_element(By.ID, "compare").click()
        page.wait(lambda: page.settled(), "the single view")

        # 5. A shared link, opened in a fresh browser (its own profile), gives the same
        # picture; and the server's Kroki route draws the same bytes from the link.
        spec = page.text()
        mine = page.png()
        driver.find_element(By.ID, "share").click()
        page.wait(lambda: page.js("return document.getElementById('share-link').value").startswith(base), "the link")
        link = page.js("return document.getElementById('share-link').value")
        encoded = link.split("#src=", 1)[1]
        fresh_driver = browser(profiles[1])
        drivers.append(fresh_driver)
        fresh = Page(fresh_driver)
        fresh_driver.get(link)
        fresh.wait(lambda: fresh.renders() >= 1 and fresh.settled(), "the shared link's picture")
        assert fresh.text() == spec, "the link did not carry the spec"
        theirs = fresh.png()
        status, headers, served = get(f"{base}/tablemock/png/{encoded}")
        assert status == 200 and served == theirs == mine, (len(served), len(theirs), len(mine))
        fresh_driver.save_screenshot(os.path.join(shots, "playground-shared.png"))
        # Editing drops the link from the address; a link that inflates past the body limit
        # is refused with a message, and the picture stays.
        fresh.cursor_to(0, 0)
        fresh.keys("# edited", Keys.ENTER)
        fresh.wait(lambda: fresh.js("return location.hash") == "", "the link dropped from the address")
        # The edit's drawing must be on screen first: its answer, arriving after the refused
        # link, would otherwise replace the link's message with the edited text's (no) problems.
        fresh.wait(lambda: fresh.settled(), "the edited text's picture")
        bomb = base64.urlsafe_b64encode(zlib.compress(b"#" * (4 << 20), 9)).decode()
        fresh_driver.get(f"{base}/#src={bomb}")
        fresh.wait(lambda: "inflates to more than" in (fresh.js("return document.querySelector('#problems li') && document.querySelector('#problems li').textContent") or ""),
                   "the refused link")
        print(f"shared link: {len(link)} characters; the fresh page's PNG == the server's /tablemock/png/<link> == the first page's ({len(mine)} bytes)")

        # A guideline warning, once the picture is drawn: listed and marked, in grey.
        page.set_text("device: iphone-5\ntable:\n  index: true\n  sections:\n    - {header: A, rows: [{title: x}]}\n")
        page.wait(lambda: page.js("return document.querySelectorAll('#problems li.warning').length") == 1, "the lint warning")
        warning = page.js("return document.querySelector('#problems li.warning').textContent")
        assert warning.startswith("3:10: ") and "[index-on-short-list]" in warning, warning
        print(f"lint warning: {warning[:80]}...")

        # An example in JSON: highlighted as JSON, and the controls write JSON.
        Select(driver.find_element(By.ID, "sample")).select_by_value("settings.json")
        page.wait(lambda: page.text().startswith("{") and page.settled() and page.js("return document.querySelectorAll('#problems li').length") == 0,
                  "the JSON example's picture")
        assert page.js("return document.querySelector('.CodeMirror').CodeMirror.getOption('mode').json") is True
        before = page.png()
        Select(driver.find_element(By.ID, "ctl-theme")).select_by_value("ios13")
        page.wait(lambda: json.loads(page.text()).get("theme") == "ios13" and page.settled() and page.png() != before, "the JSON spec's new theme")
        print("JSON example: drawn; the theme control wrote \"theme\": \"ios13\" into it")

        # 6. Completion from the schema (Ctrl-Space): keys where a key stands, values after one.
        def hints(text, line, ch):
            page.set_text(text)
            page.cursor_to(line, ch)
            page.keys(Keys.CONTROL, " ")
            page.wait(lambda: page.js("return document.querySelectorAll('.CodeMirror-hints li').length") > 0, "the completions")
            shown = page.js("return Array.from(document.querySelectorAll('.CodeMirror-hints li')).map(li => li.textContent)")
            page.keys(Keys.ESCAPE)
            return shown
        keys = hints("table:\n  sections:\n    - rows:\n        - title: A\n          acc", 4, 13)
        assert "accessory" in keys, keys
        values = hints("table:\n  style: ", 1, 9)
        assert {"plain", "grouped", "insetGrouped"} <= set(values), values
        themes = hints("theme: ", 0, 7)
        assert "ios7" in themes and "ios13" in themes, themes
        print(f"completion: {keys} for 'acc' in a row; table styles {values}; themes {themes}")

        # 7. Keystroke -> picture on screen, 20 rows: one character at a time, each waited for.
        page.set_text(twenty_rows())
        page.wait(lambda: page.settled(), "the 20-row picture")
        samples = []
        outside = []
        for i in range(24):
            count = page.renders()
            # A new text every time (the server's cache never answers): one letter more.
            page.cursor_to(3, len("navigationBar: {title: Twenty") + i)
            started = time.perf_counter()
            page.keys("abcdefghijklmnopqrstuvwxyz"[i])
            page.wait(lambda: page.renders() > count, "a redraw")
            outside.append((time.perf_counter() - started) * 1000)
            page.wait(lambda: len(page.state("timings")) >= page.renders(), "the timing")
            timing = page.state("timings")[-1]
            samples.append(timing)
        latencies = sorted(t["sinceKeystroke"] for t in samples[5:])
        requests = sorted(t["request"] for t in samples[5:])
        decodes = sorted(t["decode"] for t in samples[5:])
        frames = sorted(t["frames"] for t in samples[5:])
        waits = sorted(t["sinceKeystroke"] - t["total"] for t in samples[5:])
        outside = sorted(outside[5:])

        def pct(values, p):
            return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]

        # Fast typing: 40 keys at once; every key redraws nothing of its own, the last text wins.
        count = page.renders()
        page.cursor_to(3, len("navigationBar: {title: Twenty"))
        started = time.perf_counter()
        page.keys("ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJKLMN")
        page.wait(lambda: page.settled(), "the burst's last picture")
        burst_ms = (time.perf_counter() - started) * 1000
        burst_renders = page.renders() - count
        assert "TwentyABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJKLMNabcdefghijklmnopqrstuvwx}" in page.text(), page.text()[:200]
        driver.save_screenshot(os.path.join(shots, "playground-twenty-rows.png"))
        result = {
            "keystroke_to_picture_ms": {"median": statistics.median(latencies), "p90": pct(latencies, 90), "max": latencies[-1]},
            "request_ms": {"median": statistics.median(requests), "p90": pct(requests, 90)},
            "decode_ms": {"median": statistics.median(decodes), "p90": pct(decodes, 90)},
            "frames_ms": {"median": statistics.median(frames), "p90": pct(frames, 90)},
            "keystroke_to_request_ms": {"median": statistics.median(waits), "p90": pct(waits, 90)},
            "load_average": os.getloadavg()[0],
            "webdriver_key_to_picture_ms": {"median": statistics.median(outside), "p90": pct(outside, 90)},
            "burst": {"keys": 40, "renders": burst_renders, "ms_to_last_picture": burst_ms},
            "png_bytes": samples[-1]["bytes"],
        }
        print("timings:", json.dumps(result))
        if args.timings:
            with open(args.timings, "w") as f:
                json.dump(result, f, indent=2)
        assert burst_renders < 40, "every key of a burst was drawn: the page does not coalesce"
        fallback(args.tablemock, profiles, drivers, shots)
        print(f"playground browser test passed (screenshots in {shots})")
    except BaseException:
        log.seek(0)
        sys.stderr.write("server log (last lines):\n" + log.read().decode(errors="replace")[-3000:] + "\n")
        raise
    finally:
        for d in drivers:
            try:
                d.quit()
            except Exception:
                pass
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()


if __name__ == "__main__":
    main()
