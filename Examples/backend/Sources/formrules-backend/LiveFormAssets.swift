/// The live form's script and style sheet, served by the example itself at
/// `/forms/assets/liveform.js` and `/forms/assets/liveform.css`: the page loads nothing from
/// anywhere else (its `Content-Security-Policy` says so). Kept in the binary so a server copied
/// elsewhere still has them.
enum LiveFormAssets {
    /// The asset of a name and its media type, or nil for any other name.
    static func asset(named name: String) -> (contentType: String, text: String)? {
        switch name {
        case "liveform.js": ("text/javascript; charset=utf-8", script)
        case "liveform.css": ("text/css; charset=utf-8", styleSheet)
        default: nil
        }
    }

    static let script = #"""
// The live form's script: on every change and when a field is left, asks what to draw (field
// states, options, problems) and redraws from the answer. It keeps no rules of its own: the
// engine decides what is valid, visible, enabled and offered. When the server offers the engine
// as WebAssembly (`data-engine`), the page runs it itself: the same spec, date, options and
// messages give the same answer as POST /forms/{name}/state, without a request, so the form
// keeps working offline; otherwise (or if the module fails to load) it asks the server. Submit
// posts to /forms/{name}, where the server re-validates, and shows the 200 or the problems.
"use strict";
(function () {
  const form = document.getElementById("liveform");
  if (!form) return;
  const language = form.dataset.lang;
  const fields = Array.from(form.querySelectorAll("[data-field]"));
  const touched = new Set();
  const moved = new Set();   // height sliders the user has moved: before that they hold no value

  function control(wrap) { return document.getElementById("field-" + wrap.dataset.field); }

  // The value of one field as its control holds it, or undefined for "nothing chosen".
  function valueOf(wrap) {
    const name = wrap.dataset.field;
    switch (wrap.dataset.kind) {
      case "checkbox": return control(wrap).checked;
      case "radio": {
        const chosen = wrap.querySelector("input[type=radio]:checked");
        return chosen ? chosen.value : undefined;
      }
      case "select": return control(wrap).value === "" ? undefined : control(wrap).value;
      case "height": return moved.has(name) ? Number(control(wrap).value) : undefined;
      // No list editor on this page: a list is not sent (its <output> holds no value).
      case "list": return undefined;
      case "number": {
        const text = control(wrap).value.trim();
        // A JSON number is sent as one; anything else as typed, for the server to judge.
        return /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/.test(text) ? Number(text) : control(wrap).value;
      }
      default: return control(wrap).value;
    }
  }

  function values() {
    const out = {};
    for (const wrap of fields) {
      const value = valueOf(wrap);
      if (value !== undefined) out[wrap.dataset.field] = value;
    }
    return out;
  }

  // The values nested by each field's JSON Pointer, as the submission route takes them.
  function submission() {
    const root = {};
    for (const wrap of fields) {
      const value = valueOf(wrap);
      if (value === undefined) continue;
      const path = wrap.dataset.pointer.split("/").slice(1).map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
      let object = root;
      for (const key of path.slice(0, -1)) object = (object[key] = object[key] || {});
      object[path[path.length - 1]] = value;
    }
    return root;
  }

  function headers() {
    return { "Content-Type": "application/json", "Accept-Language": language };
  }

  // Requests go one at a time, each with the values as they are when it is sent, so an answer
  // that clears a field (a state of the old country) is drawn before the next request reads it.
  // `data-pending` says how many are waiting or under way (0 when the page shows the latest).
  const queue = [];
  let busy = false;

  function refresh(edited, submitted) {
    const last = queue[queue.length - 1];
    if (!(last && last.edited === edited && last.submitted === submitted)) queue.push({ edited, submitted });
    form.dataset.pending = String(queue.length + (busy ? 1 : 0));
    if (!busy) pump();
  }

  async function pump() {
    busy = true;
    while (queue.length) {
      const next = queue.shift();
      await send(next.edited, next.submitted);
      form.dataset.pending = String(queue.length);
    }
    busy = false;
    form.dataset.pending = "0";
  }

  // The engine in the page, once loaded (`data-engine-state`: ready, or unavailable).
  let local = null;
  const engineReady = (async () => {
    if (!form.dataset.engine) return;
    try {
      const { FormRules } = await import(form.dataset.engine);
      const spec = await (await fetch(form.dataset.spec)).text();
      local = await FormRules.load(spec, {
        locale: language, today: form.dataset.today, optionSets: JSON.parse(form.dataset.optionSets || "{}"),
      });
      form.dataset.engineState = "ready";
    } catch (error) {
      form.dataset.engineState = "unavailable";
      console.warn("live form: the engine did not load, so the server answers each edit", error);
    }
  })();

  async function send(edited, submitted) {
    const body = { values: values(), touched: Array.from(touched), submitted: !!submitted };
    if (edited) body.edited = edited;
    await engineReady;
    if (local) {
      try {
        draw(local.state(body));
        return;
      } catch (error) {
        console.warn("live form: the engine refused the request, so the server answers it", error);
      }
    }
    try {
      const response = await fetch(form.dataset.state, { method: "POST", headers: headers(), body: JSON.stringify(body) });
      const answer = await response.json();
      if (!response.ok) throw new Error(answer.detail || String(response.status));
      draw(answer);
    } catch (error) {
      showOutcome("failed", form.dataset.failed + " " + error.message);
    }
  }

  function sameOptions(select, options) {
    const current = Array.from(select.options).slice(1);
    return current.length === options.length && current.every((o, i) => o.value === options[i].value && o.text === options[i].label);
  }

  function drawOptions(wrap, state) {
    if (!state.options) return;
    if (wrap.dataset.kind === "select") {
      const select = control(wrap);
      if (sameOptions(select, state.options)) return;
      const chosen = select.value;
      select.length = 1;   // keeps the empty "Choose…" entry
      for (const option of state.options) select.add(new Option(option.label, option.value));
      select.value = state.options.some((o) => o.value === chosen) ? chosen : "";
    }
  }

  function draw(answer) {
    const byName = new Map(answer.fields.map((state) => [state.name, state]));
    for (const name of answer.cleared) {
      const wrap = form.querySelector(`[data-field="${CSS.escape(name)}"]`);
      if (wrap && wrap.dataset.kind === "select") control(wrap).value = "";
    }
    for (const wrap of fields) {
      const state = byName.get(wrap.dataset.field);
      if (!state) continue;
      wrap.hidden = !state.visible;
      const inputs = wrap.querySelectorAll("input, select");
      for (const input of inputs) input.disabled = !state.enabled;
      if (wrap.dataset.kind === "radio") wrap.disabled = !state.enabled;
      const marker = wrap.querySelector(".required");
      if (marker) marker.hidden = !state.required;
      for (const input of inputs) input.setAttribute("aria-required", String(state.required));
      drawOptions(wrap, state);
      if (state.height) {
        const output = document.getElementById("text-" + wrap.dataset.field);
        output.textContent = state.height.text;
        control(wrap).setAttribute("aria-valuetext", state.height.text);
      }
    }
    // Problems: each in its field's (or group's) slot, the control marked invalid.
    const messages = new Map();
    for (const problem of answer.problems) {
      if (!messages.has(problem.target)) messages.set(problem.target, []);
      messages.get(problem.target).push(problem.detail);
    }
    for (const slot of form.querySelectorAll("p.error")) {
      const target = slot.id.slice("error-".length);
      const list = messages.get(target) || [];
      slot.textContent = list.join(" ");
      const owner = document.getElementById("wrap-" + target) || document.getElementById(target);
      if (!owner) continue;
      const invalid = list.length > 0;
      for (const input of owner.querySelectorAll("input, select")) {
        if (invalid) input.setAttribute("aria-invalid", "true"); else input.removeAttribute("aria-invalid");
      }
      owner.classList.toggle("invalid", invalid);
    }
  }

  function showOutcome(kind, text, items) {
    const outcome = document.getElementById("outcome");
    outcome.className = kind;
    outcome.textContent = text;
    if (items && items.length) {
      const list = document.createElement("ul");
      for (const item of items) {
        const entry = document.createElement("li");
        entry.textContent = item;
        list.appendChild(entry);
      }
      outcome.appendChild(list);
    }
  }

  function fieldOf(element) {
    const wrap = element.closest("[data-field]");
    return wrap ? wrap.dataset.field : null;
  }

  // Ticking one box of an "exactly one" or "at most one" group clears the others (the kiosk's
  // Adult / Minor): the group's rule is still the server's to check.
  function clearSiblings(box) {
    const group = box.closest("fieldset.group");
    if (!group || !box.checked || !["exactlyOne", "atMostOne"].includes(group.dataset.group)) return;
    for (const other of group.querySelectorAll("input[type=checkbox]")) if (other !== box) other.checked = false;
  }

  form.addEventListener("change", (event) => {
    const name = fieldOf(event.target);
    if (!name) return;
    if (event.target.type === "checkbox") clearSiblings(event.target);
    if (event.target.type === "range") moved.add(name);
    refresh(name, false);
  });
  form.addEventListener("input", (event) => {
    if (event.target.type !== "range") return;
    const name = fieldOf(event.target);
    moved.add(name);
    // The label follows the thumb at once from the notch's own words; the state confirms it.
    const notch = Array.from(event.target.list ? event.target.list.options : []).find((o) => Number(o.value) === Number(event.target.value));
    if (notch) document.getElementById("text-" + name).textContent = notch.dataset.text;
    refresh(name, false);
  });
  form.addEventListener("focusout", (event) => {
    const name = fieldOf(event.target);
    if (!name) return;
    // Leaving a radio for its neighbour is not leaving the field.
    if (event.relatedTarget && fieldOf(event.relatedTarget) === name) return;
    touched.add(name);
    refresh(null, false);
  });

  // Pressing submit must not first blur the field being typed in: the blur would draw that
  // field's problem at once (the engine answers in the page, without waiting for a network),
  // moving the button from under the pointer before the press ends, so the click would be lost.
  // Submitting touches every field anyway.
  for (const button of form.querySelectorAll("button[type=submit]")) {
    button.addEventListener("mousedown", (event) => event.preventDefault());
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    for (const wrap of fields) touched.add(wrap.dataset.field);
    let response, answer;
    try {
      response = await fetch(form.dataset.submit, { method: "POST", headers: headers(), body: JSON.stringify(submission()) });
      answer = await response.json();
    } catch (error) {
      showOutcome("failed", form.dataset.failed + " " + error.message);
      return;
    }
    if (response.status === 200) {
      showOutcome("accepted", form.dataset.accepted);
      refresh(null, false);
    } else if (response.status === 422) {
      showOutcome("refused", form.dataset.refused, answer.errors.map((e) => e.detail));
      refresh(null, true);
    } else {
      showOutcome("failed", form.dataset.failed + " " + (answer.detail || response.status));
    }
  });

  // Under each height slider, a ruler of its notches: a short tick every notch, a longer one on
  // each labelled (whole-inch) notch, and the whole feet written out. Drawn from the datalist the
  // server sent; positions follow the track, which runs from half a thumb in to half a thumb in.
  for (const slider of form.querySelectorAll("input[type=range][list]")) {
    const notches = Array.from(slider.list.options);
    const low = Number(slider.min), high = Number(slider.max);
    const ruler = document.createElement("div");
    ruler.className = "ruler";
    ruler.setAttribute("aria-hidden", "true");
    for (const notch of notches) {
      const fraction = (Number(notch.value) - low) / (high - low);
      const tick = document.createElement("span");
      const label = notch.getAttribute("label") || "";
      tick.className = label ? "tick whole" : "tick";
      tick.style.left = `calc(8px + ${fraction} * (100% - 16px))`;
      if (/^\d+′ 0″$/.test(label)) {
        tick.classList.add("foot");
        tick.dataset.label = label.split(" ")[0];
      }
      ruler.appendChild(tick);
    }
    slider.insertAdjacentElement("afterend", ruler);
  }

  refresh(null, false);
})();
"""#

    static let styleSheet = #"""
/* The live form's look: plain, readable, with the focus and the problems easy to see. */
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f7f9; color: #1b1d21; }
main { max-width: 40rem; margin: 2rem auto; padding: 1.5rem 2rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px #0002; }
h1 { font-size: 1.4rem; margin-top: 0; }
.field, fieldset { margin: 0 0 1rem; }
fieldset { border: 1px solid #c9ced6; border-radius: 6px; padding: 0.5rem 1rem; }
.field > label, legend { display: block; font-weight: 600; margin-bottom: 0.25rem; }
.field[data-kind="checkbox"] > label { display: inline; font-weight: normal; margin-left: 0.4rem; }
input[type="text"], input[type="email"], input[type="password"], input[type="tel"], input[type="date"], select {
  box-sizing: border-box; width: 100%; padding: 0.4rem 0.5rem; font: inherit; border: 1px solid #8a93a0; border-radius: 4px; }
input[type="range"] { width: 100%; margin: 0; }
.ruler { position: relative; height: 1.6rem; }
.tick { position: absolute; top: 0; width: 1px; height: 4px; background: #8a93a0; }
.tick.whole { height: 8px; background: #4b5563; }
.tick.foot { height: 11px; background: #1b1d21; }
.tick.foot::after { content: attr(data-label); position: absolute; top: 11px; left: -0.4em; font-size: 0.75rem; color: #4b5563; }
select { background: #fff; }
select:disabled, input:disabled { background: #eceef1; color: #6b7280; }
.options { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; }
.option label { margin-left: 0.3rem; }
.required { font-weight: normal; color: #6b7280; font-size: 0.9em; }
output { display: inline-block; font-variant-numeric: tabular-nums; font-weight: 600; margin-top: 0.25rem; }
.error { color: #b42318; margin: 0.25rem 0 0; min-height: 0; }
.error:empty { display: none; }
.invalid input, .invalid select, [aria-invalid="true"] { border-color: #b42318; outline-color: #b42318; }
:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
button { font: inherit; padding: 0.5rem 1.25rem; border: 0; border-radius: 4px; background: #1d4ed8; color: #fff; cursor: pointer; }
#outcome { margin-top: 1rem; }
#outcome.accepted { color: #067647; font-weight: 600; }
#outcome.refused, #outcome.failed { color: #b42318; }
"""#
}
