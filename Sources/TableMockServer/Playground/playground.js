// The TableMock playground: a spec editor beside its picture, redrawn as you type.
// Served by `tablemock serve` (GET /). No inline script, no other origin: everything the
// page runs is this file and, when Debian's libjs-codemirror is installed, CodeMirror 5.
// Text from a spec or from the server is only ever set as text (textContent, value), never
// as HTML, so nothing a spec holds is run or interpreted by the page.
"use strict";

(function () {
  const $ = (id) => document.getElementById(id);
  const SETTINGS = ["theme", "appearance", "device", "orientation", "contentSizeCategory", "scale", "layoutDirection"];
  const STORE = "tablemock.playground.spec";
  const DEBOUNCE_MS = 10;
  const DEFAULT_SPEC = [
    "# Edit me: the screen on the right is redrawn as you type.",
    "theme: ios7",
    "device: iphone-8",
    "navigationBar: {title: Settings}",
    "table:",
    "  style: grouped",
    "  sections:",
    "    - rows:",
    "        - {title: Airplane Mode, accessory: {switch: false}}",
    "        - {style: value1, title: Wi-Fi, detail: HomeNet, accessory: disclosureIndicator}",
    "        - {style: value1, title: Bluetooth, detail: \"On\", accessory: disclosureIndicator}",
    "    - header: Device",
    "      rows:",
    "        - {title: General, accessory: disclosureIndicator}",
    "      footer: Settings that apply to this device only.",
    "",
  ].join("\n");

  // What the browser test (and anyone curious) can read: every redraw's timing.
  const state = {
    renders: 0, errors: 0, timings: [], lastPNG: null, lastSpec: null, editor: "none",
    catalog: null, schema: null,
  };
  window.tablemockPlayground = state;

  // ---------------------------------------------------------------- the editor

  let cm = null;
  const textarea = $("spec");
  const useEditor = document.body.dataset.editor === "codemirror" && typeof window.CodeMirror === "function";

  function getText() { return cm ? cm.getValue() : textarea.value; }
  function setText(text) {
    if (cm) { cm.setValue(text); } else { textarea.value = text; onChange(); }
  }
  function isJSON(text) { return /^\s*[{[]/.test(text); }

  let annotations = [];
  if (useEditor) {
    state.editor = "codemirror";
    cm = window.CodeMirror.fromTextArea(textarea, {
      mode: "yaml", lineNumbers: true, lineWrapping: true, indentUnit: 2, tabSize: 2, indentWithTabs: false,
      matchBrackets: true, styleActiveLine: true, gutters: ["CodeMirror-lint-markers"],
      lint: { getAnnotations: () => annotations, lintOnChange: false },
      extraKeys: {
        "Ctrl-Space": (editor) => editor.showHint({ hint: completions, completeSingle: false }),
        Tab: (editor) => editor.somethingSelected() ? editor.indentSelection("add") : editor.replaceSelection("  "),
      },
    });
    cm.on("change", () => onChange());
  } else {
    textarea.addEventListener("input", () => onChange());
    const notice = $("notice");
    notice.hidden = false;
    notice.textContent = "The editor package is not installed on this server (Debian: apt-get install libjs-codemirror), "
      + "so this is a plain text box: no line numbers, highlighting or completion. Errors are listed below it with their line and column.";
    document.querySelector(".help").textContent = "YAML or JSON, as tablemock render reads it.";
  }

  function jumpTo(line, column) {
    if (cm) { cm.focus(); cm.setCursor({ line: line - 1, ch: Math.max(0, column - 1) }); return; }
    const lines = textarea.value.split("\n");
    let offset = 0;
    for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
    textarea.focus();
    textarea.setSelectionRange(offset + column - 1, offset + column - 1);
  }

  // ---------------------------------------------------------------- problems

  function diagnosticsOf(json) {
    if (json && Array.isArray(json.diagnostics) && json.diagnostics.length) return json.diagnostics;
    return [{ message: (json && json.error) || "the server could not draw this spec" }];
  }

  // The list under an editor: "line:column message" and the hint (the tool's did-you-mean)
  // on a line of its own; text only.
  function showProblems(list, element) {
    element.replaceChildren();
    for (const d of list) {
      const li = document.createElement("li");
      li.className = d.severity === "warning" ? "warning" : "error";
      if (d.line) { li.dataset.line = String(d.line); li.dataset.column = String(d.column || 1); }
      const where = d.line ? `${d.line}:${d.column || 1}: ` : "";
      const path = (d.path ? ` (${d.path})` : "") + (d.rule ? ` [${d.rule}]` : "");
      li.append(document.createTextNode(`${where}${d.message}${path}`));
      if (d.hint) {
        const hint = document.createElement("span");
        hint.className = "hint";
        hint.textContent = ` ${d.hint}`;
        li.append(hint);
      }
      if (d.line) li.addEventListener("click", () => jumpTo(d.line, d.column || 1));
      element.append(li);
    }
  }

  // The same problems as marks in the editor: the gutter, a wavy underline, a tooltip.
  function markProblems(list) {
    if (!cm) return;
    annotations = list.filter((d) => d.line).map((d) => {
      const line = Math.min(d.line - 1, cm.lastLine());
      const text = cm.getLine(line) || "";
      const start = Math.min(Math.max(0, (d.column || 1) - 1), text.length);
      let end = start;
      while (end < text.length && /[^\s:,{}\[\]]/.test(text[end])) end++;
      if (end === start) end = Math.min(text.length, start + 1);
      const message = d.hint ? `${d.message}\n${d.hint}` : d.message;
      return { from: window.CodeMirror.Pos(line, start), to: window.CodeMirror.Pos(line, end), message, severity: d.severity === "warning" ? "warning" : "error" };
    });
    cm.performLint();
  }

  // ---------------------------------------------------------------- drawing

  const status = $("status");
  let picture = $("picture");
  let inFlight = false, dirty = false, timer = null, pendingSince = null;
  // The text a followed link holds; once the text is edited away from it, the link's
  // fragment is dropped from the address (a reload then shows the edited text, kept in
  // this browser, not the link's).
  let linkText = null;

  function onChange() {
    if (pendingSince === null) pendingSince = performance.now();
    if (cm) {
      // JSON is highlighted as JSON, everything else as YAML.
      const json = isJSON(cm.getValue());
      if (json !== (cm.getOption("mode") !== "yaml")) cm.setOption("mode", json ? { name: "javascript", json: true } : "yaml");
    }
    try { localStorage.setItem(STORE, getText()); } catch (e) { /* private mode */ }
    if (linkText !== null && getText() !== linkText && location.hash) {
      history.replaceState(null, "", location.pathname);
      linkText = null;
    }
    syncControls();
    schedule();
  }

  function schedule() {
    dirty = true;
    if (inFlight) return; // drawn when the current one returns: the latest text only
    clearTimeout(timer);
    timer = setTimeout(draw, DEBOUNCE_MS);
  }

  async function post(path, body, type) {
    return fetch(path, { method: "POST", body, headers: { "Content-Type": type || "text/plain; charset=utf-8" }, cache: "no-store" });
  }

  async function draw() {
    if (inFlight || !dirty) return;
    dirty = false;
    const text = getText();
    const since = pendingSince;
    pendingSince = null;
    if (text === state.lastSpec && !compareOn()) { return; }
    inFlight = true;
    const started = performance.now();
    try {
      const [response] = await Promise.all([post("/tablemock/png", text), compareOn() ? drawComparison(text) : null]);
      const serverDone = performance.now();
      if (response.ok) {
        const blob = await response.blob();
        const url = URL.createObjectURL(blob);
        // Decoded before it is shown: the old picture stays until the new one can replace
        // it at once, so the pane never flickers or goes blank.
        // The decoded image itself takes the old one's place (not its src: that would
        // decode the picture a second time).
        const received = performance.now();
        const next = new Image();
        next.id = picture.id;
        next.alt = picture.alt;
        next.src = url;
        try { await next.decode(); } catch (e) { /* shown anyway */ }
        const decoded = performance.now();
        const old = picture.src;
        picture.replaceWith(next);
        picture = next;
        sizeActual();
        if (old && old.startsWith("blob:")) URL.revokeObjectURL(old);
        $("single").classList.remove("stale");
        status.classList.remove("stale");
        showProblems([], $("problems"));
        markProblems([]);
        lintLater(text);
        state.lastPNG = blob;
        state.lastSpec = text;
        state.renders += 1;
        requestAnimationFrame(() => requestAnimationFrame(() => {
          const shown = performance.now();
          const timing = {
            sinceKeystroke: since === null ? null : shown - since, request: serverDone - started,
            body: received - serverDone, decode: decoded - received, frames: shown - decoded, total: shown - started, bytes: blob.size,
          };
          state.timings.push(timing);
          status.textContent = `drawn in ${Math.round(timing.request)} ms`;
        }));
      } else {
        let json = null;
        try { json = await response.json(); } catch (e) { /* not JSON */ }
        const list = diagnosticsOf(json);
        showProblems(list, $("problems"));
        markProblems(list);
        state.errors += 1;
        state.lastSpec = text;
        $("single").classList.add("stale");
        status.classList.add("stale");
        status.textContent = response.status === 400 ? "not redrawn: the spec has a problem (listed under it)" : `not redrawn: the server said ${response.status}`;
      }
    } catch (e) {
      status.classList.add("stale");
      status.textContent = "not redrawn: the server cannot be reached";
    } finally {
      inFlight = false;
      if (dirty) { clearTimeout(timer); timer = setTimeout(draw, 0); }
    }
  }

  // The guideline lint's warnings, asked for once a picture is on screen (off the path
  // from a keystroke to the picture) and shown only if the text has not changed since.
  async function lintLater(text) {
    try {
      const response = await post("/play/lint", text);
      if (!response.ok || getText() !== text) return;
      const list = (await response.json()).diagnostics || [];
      if (getText() !== text || state.lastSpec !== text) return;
      showProblems(list, $("problems"));
      markProblems(list);
      state.warnings = list.length;
    } catch (e) { /* the picture is what matters */ }
  }

  // ---------------------------------------------------------------- the controls

  // The top-level scalar keys of the text (YAML: `key: value` at column 0; JSON: parsed).
  function topLevel(text) {
    const found = {};
    if (isJSON(text)) {
      try { const o = JSON.parse(text); for (const k of SETTINGS) if (o && o[k] !== undefined) found[k] = String(o[k]); } catch (e) { /* mid-edit */ }
      return found;
    }
    for (const line of text.split("\n")) {
      const m = /^([A-Za-z]+)\s*:\s*("?)([^"#]*?)\2\s*(#.*)?$/.exec(line);
      if (m && SETTINGS.includes(m[1])) found[m[1]] = m[3];
    }
    return found;
  }

  // Sets (or, with an empty value, removes) a top-level key in the text; the text stays
  // the one truth, the controls only write into it.
  function withKey(text, key, value) {
    if (isJSON(text)) {
      let object;
      try { object = JSON.parse(text); } catch (e) { return null; }
      if (value === "") delete object[key];
      else object[key] = key === "scale" ? Number(value) : value;
      return JSON.stringify(object, null, 2) + "\n";
    }
    const lines = text.split("\n");
    const at = lines.findIndex((l) => new RegExp(`^${key}\\s*:`).test(l));
    const yamlValue = /^[A-Za-z0-9.-]+$/.test(value) ? value : JSON.stringify(value);
    if (at >= 0) {
      if (value === "") lines.splice(at, 1);
      else lines[at] = `${key}: ${yamlValue}`;
    } else if (value !== "") {
      // After the last setting already there, else after the leading comments.
      let insert = -1;
      lines.forEach((l, i) => { const m = /^([A-Za-z]+)\s*:/.exec(l); if (m && SETTINGS.includes(m[1])) insert = i; });
      if (insert < 0) { insert = 0; while (insert < lines.length && /^\s*(#.*)?$|^---/.test(lines[insert]) && lines[insert] !== "") insert++; insert--; }
      lines.splice(insert + 1, 0, `${key}: ${yamlValue}`);
    }
    return lines.join("\n");
  }

  function setKey(key, value) {
    const text = getText();
    const next = withKey(text, key, value);
    if (next === null) { status.textContent = "fix the JSON first: the controls write into it"; return; }
    if (next === text) return;
    if (cm) {
      const cursor = cm.getCursor();
      cm.operation(() => { cm.setValue(next); cm.setCursor(cursor); });
    } else {
      textarea.value = next; onChange();
    }
  }

  const controls = Array.from(document.querySelectorAll("#controls [data-key]"));
  function syncControls() {
    const keys = topLevel(getText());
    for (const control of controls) {
      const value = keys[control.dataset.key] || "";
      if (control.type === "checkbox") { control.checked = value === "rightToLeft"; continue; }
      if (value && !Array.from(control.options).some((o) => o.value === value)) control.add(new Option(value, value));
      control.value = value;
    }
  }
  for (const control of controls) {
    control.addEventListener("change", () => {
      const value = control.type === "checkbox" ? (control.checked ? "rightToLeft" : "") : control.value;
      setKey(control.dataset.key, value);
    });
  }

  function fill(select, values) {
    for (const v of values) if (!Array.from(select.options).some((o) => o.value === v)) select.add(new Option(v, v));
  }

  // ---------------------------------------------------------------- zoom, downloads, layout

  for (const radio of document.querySelectorAll("input[name=zoom]")) {
    radio.addEventListener("change", () => {
      for (const el of [$("single"), document.querySelector(".trio")]) {
        el.classList.toggle("zoom-fit", radio.value === "fit" && radio.checked);
        el.classList.toggle("zoom-actual", radio.value === "actual" && radio.checked);
      }
      sizeActual();
    });
  }
  // 1:1: one pixel of the picture on one pixel of the screen.
  function sizeActual() {
    const actual = $("single").classList.contains("zoom-actual");
    for (const img of document.querySelectorAll(".stage img, .trio img")) {
      img.style.width = actual && img.naturalWidth ? `${img.naturalWidth / window.devicePixelRatio}px` : "";
    }
  }
  for (const img of document.querySelectorAll("img")) img.addEventListener("load", sizeActual);

  function save(blob, name) {
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10000);
  }

  for (const button of document.querySelectorAll("button[data-format]")) {
    button.addEventListener("click", async () => {
      const format = button.dataset.format, editable = button.dataset.editable === "1";
      const response = await post(`/tablemock/${format}${editable ? "?svg=editable" : ""}`, getText());
      if (!response.ok) { status.textContent = `no ${format.toUpperCase()}: the spec has a problem`; return; }
      save(await response.blob(), `screen${editable ? "-editable" : ""}.${format}`);
    });
  }

  $("copy-layout").addEventListener("click", async () => {
    const response = await post("/play/layout", getText());
    if (!response.ok) { status.textContent = "no layout: the spec has a problem"; return; }
    const text = await response.text();
    try {
      await navigator.clipboard.writeText(text);
      status.textContent = "layout JSON copied";
    } catch (e) {
      $("layout-text").value = text;
      $("layout-dialog").showModal();
    }
  });

  // ---------------------------------------------------------------- share links

  // Kroki's encoding (zlib deflate, then base64url), in the link's fragment: the spec
  // never reaches a server when the link is followed; the page decodes it itself.
  async function encode(text) {
    const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate"));
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    let binary = "";
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_");
  }
  // A link is hostile input too: it is inflated only up to the server's body limit (a
  // small link that inflates to gigabytes stops there).
  async function decode(encoded) {
    const b64 = encoded.replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(b64 + "===".slice((b64.length + 3) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const limit = (state.catalog && state.catalog.limits && state.catalog.limits.bodyBytes) || 1048576;
    const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate")).getReader();
    const chunks = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > limit) { reader.cancel(); throw new Error(`the link's spec inflates to more than ${limit} bytes`); }
      chunks.push(value);
    }
    return new TextDecoder().decode(await new Blob(chunks).arrayBuffer());
  }

  $("share").addEventListener("click", async () => {
    const link = `${location.origin}${location.pathname}#src=${await encode(getText())}`;
    history.replaceState(null, "", link);
    linkText = getText();
    $("share-row").hidden = false;
    $("share-link").value = link;
    $("share-link").select();
    try { await navigator.clipboard.writeText(link); $("share-note").textContent = "copied"; } catch (e) { $("share-note").textContent = "copy it from here"; }
  });

  async function fromFragment() {
    const m = /^#src=([A-Za-z0-9_=-]+)$/.exec(location.hash);
    if (!m) return null;
    try { linkText = await decode(m[1]); return linkText; } catch (e) {
      const why = /inflates/.test(String(e.message)) ? e.message : "it is not Kroki's deflate + base64url encoding";
      showProblems([{ message: `the link's spec cannot be read: ${why}` }], $("problems"));
      return null;
    }
  }
  window.addEventListener("hashchange", async () => { const text = await fromFragment(); if (text !== null) setText(text); });

  // ---------------------------------------------------------------- side by side

  function compareOn() { return $("compare").checked; }
  function rightSpec(text) {
    if ($("compare-source").value === "text") return $("spec-b").value;
    return withKey(text, "theme", $("compare-theme").value) ?? text;
  }
  async function show(img, response) {
    const url = URL.createObjectURL(await response.blob());
    const next = new Image(); next.src = url;
    try { await next.decode(); } catch (e) { /* shown anyway */ }
    const old = img.src; img.src = url;
    if (old && old.startsWith("blob:")) URL.revokeObjectURL(old);
  }
  async function drawComparison(text) {
    const right = rightSpec(text);
    $("caption-b").textContent = $("compare-source").value === "text" ? "Right: the second spec" : `Right: theme ${$("compare-theme").value}`;
    const [a, b, d] = await Promise.all([
      post("/tablemock/png", text), post("/tablemock/png", right),
      post("/play/diff", JSON.stringify({ a: text, b: right }), "application/json"),
    ]);
    if (a.ok) await show($("picture-a"), a);
    if (b.ok) { await show($("picture-b"), b); showProblems([], $("problems-b")); }
    else { let json = null; try { json = await b.json(); } catch (e) { /* */ } showProblems(diagnosticsOf(json), $("problems-b")); }
    if (d.ok) {
      await show($("picture-diff"), d);
      const verdict = d.headers.get("X-TableMock-Verdict"), pixels = d.headers.get("X-TableMock-Differing-Pixels");
      $("diff-verdict").textContent = verdict === "identical" ? "identical pictures" : `${verdict}: ${pixels} pixels differ`;
    } else {
      $("diff-verdict").textContent = "no difference image: one side has a problem";
    }
  }
  function compareChanged() {
    const on = compareOn();
    $("single").hidden = on;
    $("comparison").hidden = !on;
    $("spec-b").hidden = $("compare-source").value !== "text";
    $("compare-theme").hidden = $("compare-source").value === "text";
    if (on && $("compare-source").value === "text" && !$("spec-b").value) $("spec-b").value = getText();
    state.lastSpec = null;
    schedule();
  }
  $("compare").addEventListener("change", compareChanged);
  $("compare-source").addEventListener("change", compareChanged);
  $("compare-theme").addEventListener("change", compareChanged);
  $("spec-b").addEventListener("input", () => { state.lastSpec = null; schedule(); });

  // ---------------------------------------------------------------- completion

  // Keys and values from the spec's JSON Schema (`tablemock schema`), for YAML in block
  // style: the key path is read from the indentation above the cursor.
  function resolve(node) {
    let seen = 0;
    while (node && node.$ref && seen++ < 20) {
      const name = node.$ref.replace(/^#\/\$defs\//, "");
      node = state.schema && state.schema.$defs ? state.schema.$defs[name] : null;
    }
    return node || {};
  }
  // Every alternative of a node (oneOf/anyOf), resolved.
  function alternatives(node) {
    node = resolve(node);
    const list = [node];
    for (const k of ["oneOf", "anyOf", "allOf"]) if (Array.isArray(node[k])) for (const n of node[k]) list.push(...alternatives(n));
    return list;
  }
  function child(node, step) {
    const out = [];
    for (const alt of alternatives(node)) {
      if (step === "-" && alt.items) out.push(alt.items);
      if (step !== "-" && alt.properties && alt.properties[step]) out.push(alt.properties[step]);
    }
    return out.length ? { anyOf: out } : null;
  }
  function keysOf(node) {
    const keys = new Map();
    for (const alt of alternatives(node)) if (alt.properties) for (const [k, v] of Object.entries(alt.properties)) if (!keys.has(k)) keys.set(k, resolve(v).description || v.description || "");
    return keys;
  }
  function valuesOf(node, key) {
    if (key === "theme" && state.catalog) return state.catalog.themes;
    const values = [];
    for (const alt of alternatives(node)) {
      if (Array.isArray(alt.enum)) values.push(...alt.enum.map(String));
      if (alt.type === "boolean") values.push("true", "false");
    }
    return Array.from(new Set(values));
  }
  function parseLine(line) {
    const m = /^(\s*)((?:-\s+)*)(.*)$/.exec(line);
    return { indent: m[1].length, dashes: (m[2].match(/-/g) || []).length, keyColumn: m[1].length + m[2].length, rest: m[3] };
  }
  // The steps from the root to the mapping the cursor's line is in (keys, "-" for a list item).
  function pathAt(lines, lineNo) {
    const steps = [];
    let p = parseLine(lines[lineNo]);
    let target = p.keyColumn;
    for (let i = 0; i < p.dashes; i++) steps.unshift("-");
    if (p.dashes) target = p.indent;
    for (let i = lineNo - 1; i >= 0 && target > 0; i--) {
      const line = lines[i];
      if (/^\s*(#.*)?$/.test(line)) continue;
      p = parseLine(line);
      if (p.keyColumn === target && p.dashes && p.indent < target) {
        for (let d = 0; d < p.dashes; d++) steps.unshift("-");
        target = p.indent;
        continue;
      }
      if (p.keyColumn < target) {
        const m = /^([A-Za-z$][\w$-]*)\s*:\s*(#.*)?$/.exec(p.rest);
        if (!m) return null; // inside a flow collection or a scalar: no completion
        steps.unshift(m[1]);
        for (let d = 0; d < p.dashes; d++) steps.unshift("-");
        target = p.dashes ? p.indent : p.keyColumn;
        if (p.dashes && p.keyColumn === target) target = p.indent;
      }
    }
    return steps;
  }
  function completions(editor) {
    if (!state.schema || isJSON(editor.getValue())) return null;
    const cursor = editor.getCursor();
    const lines = editor.getValue().split("\n");
    const before = lines[cursor.line].slice(0, cursor.ch);
    const steps = pathAt(lines.slice(0, cursor.line).concat([before]), cursor.line);
    if (!steps) return null;
    let node = state.schema;
    for (const step of steps) { node = child(node, step); if (!node) return null; }
    const valueMatch = /^(\s*(?:-\s+)*)([A-Za-z$][\w$-]*)\s*:\s*([^\s]*)$/.exec(before);
    if (valueMatch) {
      const word = valueMatch[3];
      const of = child(node, valueMatch[2]);
      const list = of ? valuesOf(of, valueMatch[2]).filter((v) => v.startsWith(word)) : [];
      return { list, from: window.CodeMirror.Pos(cursor.line, cursor.ch - word.length), to: cursor };
    }
    const keyMatch = /^(\s*(?:-\s+)*)([A-Za-z$]*)$/.exec(before);
    if (!keyMatch) return null;
    const word = keyMatch[2];
    const list = Array.from(keysOf(node)).filter(([k]) => k.startsWith(word))
      .map(([k, description]) => ({ text: `${k}: `, displayText: k, title: description }));
    return { list, from: window.CodeMirror.Pos(cursor.line, cursor.ch - word.length), to: cursor };
  }

  // ---------------------------------------------------------------- start

  async function start() {
    try {
      const [catalog, schema] = await Promise.all([fetch("/play/catalog.json").then((r) => r.json()), fetch("/play/schema.json").then((r) => r.json())]);
      state.catalog = catalog;
      state.schema = schema;
      fill($("ctl-theme"), catalog.themes);
      fill($("compare-theme"), catalog.themes.slice().reverse());
      for (const key of ["appearance", "device", "orientation", "contentSizeCategory"]) {
        fill($(`ctl-${key}`), (resolve(schema.properties[key]).enum || []).map(String));
      }
      for (const sample of catalog.samples) $("sample").add(new Option(sample.name, sample.name));
      $("sample").addEventListener("change", () => {
        const sample = catalog.samples.find((s) => s.name === $("sample").value);
        if (sample) setText(sample.spec);
        $("sample").value = "";
      });
    } catch (e) {
      status.textContent = "the server's catalog could not be read";
    }
    let text = await fromFragment();
    if (text === null) { try { text = localStorage.getItem(STORE); } catch (e) { text = null; } }
    setText(text || DEFAULT_SPEC);
    if (cm) cm.clearHistory();
    syncControls();
  }
  start();
})();
