// The page's screen-reader layer (src/ui/page_mirror.rs): beside the canvas, a mirror in the
// DOM that screen readers read. A polite live region says each move, the result, the computer
// thinking, a hint's answer and the "why" overlay's threats; one button per column plays it
// (labelled "Column 4, 3 empty"); a few buttons stand for the game's main keys. All the words
// come from the game, in its language. Keys on the mirror: ← → move between the columns,
// Enter or Space plays the column, V reads it bottom to top; every other key goes to the game
// as if pressed on the canvas (B reads a row, M the last move and the threats, U undoes, …).
// Tab leaves the canvas for the columns (the canvas itself keeps Tab from the browser).
// The mirror is out of sight until it holds the focus, then a bar along the page's foot.
(function () {
  "use strict";
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const canvas = document.getElementById("glcanvas");
  // Requests to the game, oldest first (`drop 4`, `read-column 4`).
  const requests = [];

  const mirror = document.createElement("div");
  mirror.id = "plot4-access";
  mirror.className = "plot4-access";
  const columns = document.createElement("div");
  columns.setAttribute("role", "group");
  columns.id = "plot4-columns";
  const tools = document.createElement("div");
  tools.setAttribute("role", "toolbar");
  tools.id = "plot4-tools";
  const said = document.createElement("div");
  said.id = "plot4-said";
  said.setAttribute("role", "status");
  said.setAttribute("aria-live", "polite");
  said.setAttribute("aria-atomic", "true");
  mirror.append(columns, tools, said);
  canvas.after(mirror);

  // The game's keys that the toolbar stands for, as the canvas hears them (`event.code`).
  const TOOLS = [["new-game", "KeyN"], ["undo", "KeyU"], ["hint", "KeyH"], ["why", "KeyW"],
    ["help", "F1"]];
  for (const [name, code] of TOOLS) {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.word = name;
    button.dataset.code = code;
    button.addEventListener("click", () => pressOnCanvas(code));
    tools.append(button);
  }

  /// Hands a key to the game as if pressed on the canvas (miniquad reads `code`).
  function pressOnCanvas(code, from) {
    const init = { code, key: from ? from.key : "", bubbles: true, cancelable: true,
      ctrlKey: from ? from.ctrlKey : false, shiftKey: from ? from.shiftKey : false,
      altKey: from ? from.altKey : false };
    canvas.dispatchEvent(new KeyboardEvent("keydown", init));
    canvas.dispatchEvent(new KeyboardEvent("keyup", init));
  }

  function columnButtons() {
    return Array.from(columns.querySelectorAll("button"));
  }

  /// Moves the focus to column button `index` (kept on the board), the only one Tab reaches.
  function focusColumn(index) {
    const buttons = columnButtons();
    if (buttons.length === 0) return;
    const at = Math.max(0, Math.min(buttons.length - 1, index));
    buttons.forEach((b, i) => { b.tabIndex = i === at ? 0 : -1; });
    buttons[at].focus();
  }

  function setColumns(labels) {
    const buttons = columnButtons();
    while (buttons.length < labels.length) {
      const button = document.createElement("button");
      button.type = "button";
      const number = buttons.length + 1;
      button.dataset.column = String(number);
      button.tabIndex = buttons.length === 0 ? 0 : -1;
      button.addEventListener("click", () => requests.push("drop " + number));
      columns.append(button);
      buttons.push(button);
    }
    while (buttons.length > labels.length) buttons.pop().remove();
    if (!buttons.some((b) => b.tabIndex === 0) && buttons.length) buttons[0].tabIndex = 0;
    // Labels change in place, so the focus stays where the player left it. The label is the
    // button's name; on a narrow page only the column's number shows (index.html's style).
    labels.forEach((label, i) => {
      const button = buttons[i];
      if (button.getAttribute("aria-label") === label) return;
      button.setAttribute("aria-label", label);
      if (!button.firstChild) {
        const full = document.createElement("span");
        full.className = "plot4-full";
        const short = document.createElement("span");
        short.className = "plot4-short";
        short.textContent = button.dataset.column;
        button.append(full, short);
      }
      button.firstChild.textContent = label;
    });
  }

  mirror.addEventListener("keydown", function (event) {
    const buttons = columnButtons();
    const index = buttons.indexOf(event.target);
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
    if (event.key === "Tab" || (plain && (event.key === "Enter" || event.key === " "))) {
      return; // the browser's: move the focus, press the button
    }
    event.preventDefault();
    event.stopPropagation();
    if (index >= 0 && plain && event.key === "ArrowLeft") return focusColumn(index - 1);
    if (index >= 0 && plain && event.key === "ArrowRight") return focusColumn(index + 1);
    if (index >= 0 && plain && event.key === "Home") return focusColumn(0);
    if (index >= 0 && plain && event.key === "End") return focusColumn(buttons.length - 1);
    if (index >= 0 && plain && (event.key === "v" || event.key === "V")) {
      requests.push("read-column " + (index + 1));
      return;
    }
    if (!event.repeat) pressOnCanvas(event.code, event);
  });

  // The canvas keeps Tab from the browser (miniquad's), which would trap a keyboard there:
  // Tab goes on to the columns, Shift+Tab back to the toolbar's last button.
  window.addEventListener("keydown", function (event) {
    if (event.target !== canvas || event.key !== "Tab") return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.shiftKey) {
      tools.lastElementChild.focus();
    } else {
      const buttons = columnButtons();
      focusColumn(Math.max(0, buttons.findIndex((b) => b.tabIndex === 0)));
    }
  }, true);

  function text(ptr, len) {
    return decoder.decode(new Uint8Array(wasm_memory.buffer, ptr, len).slice());
  }

  miniquad_add_plugin({
    name: "plot4_access",
    version: 1,
    register_plugin: function (importObject) {
      importObject.env.plot4_access_say = function (ptr, len) {
        // A sentence said twice in a row is still news: the region is emptied first.
        const sentence = text(ptr, len);
        if (said.textContent === sentence) said.textContent = "";
        said.textContent = sentence;
      };
      importObject.env.plot4_access_columns = function (ptr, len) {
        setColumns(text(ptr, len).split("\n").filter((line) => line !== ""));
      };
      importObject.env.plot4_access_words = function (ptr, len) {
        const words = {};
        for (const line of text(ptr, len).split("\n")) {
          const at = line.indexOf("=");
          if (at > 0) words[line.slice(0, at)] = line.slice(at + 1);
        }
        if (words.lang) document.documentElement.lang = words.lang;
        columns.setAttribute("aria-label", words.columns || "");
        tools.setAttribute("aria-label", words.tools || "");
        said.setAttribute("aria-label", words.said || "");
        for (const button of tools.querySelectorAll("button")) {
          button.textContent = words[button.dataset.word] || button.dataset.word;
        }
      };
      importObject.env.plot4_access_request_size = function () {
        return requests.length ? encoder.encode(requests[0]).length : -1;
      };
      importObject.env.plot4_access_request_read = function (into) {
        const encoded = encoder.encode(requests.shift());
        new Uint8Array(wasm_memory.buffer, into, encoded.length).set(encoded);
      };
      importObject.env.plot4_access_reduced_motion = function () {
        return window.matchMedia &&
          window.matchMedia("(prefers-reduced-motion: reduce)").matches ? 1 : 0;
      };
    },
  });
})();
