// The phone page: one seat's hand, the table in brief, and the actions the seat may take now.
// Speaks the protocol of uno_desktop/remote/protocol.py over one WebSocket; reconnects by itself.
"use strict";

const VERSION = 1;
const FATAL = new Set(["bad_key", "seat_taken", "version", "blocked", "freed", "replaced",
                       "seat_closed", "game_over", "full", "hello_timeout"]);
const $ = (id) => document.getElementById(id);
// The hand's geometry, in CSS px. A card is 1.5 times as tall as wide. Every card keeps a
// tappable area of at least TAP x TAP (a 44-px touch target, with a little margin).
const CARD_MAX = 120, CARD_MIN = 46, TAP = 46, GAP = 6, PAD = 6, ASPECT = 1.5;
const WHY_MS = 5000;  // how long "why not" stays up
const HINT_MS = 7000;  // how long a hint's line of why stays up (the table's HINT_SECONDS)
// The table's colour-blind aid (ui/card_art.py color_symbol_shape): red circle, yellow
// triangle, green square, blue diamond, white with a dark outline. In a 20x20 box.
const SYMBOLS = {
  0: ["circle", { cx: 10, cy: 10, r: 9.2 }],
  1: ["polygon", { points: "10,0.8 19.6,18 0.4,18" }],
  2: ["rect", { x: 2.4, y: 2.4, width: 15.2, height: 15.2 }],
  3: ["polygon", { points: "10,0 20,10 10,20 0,10" }],
};

let strings = {};
let socket = null;
let retryDelay = 500;
let retryTimer = null;
let pingTimer = null;
let lastPong = 0;
let stopped = false;
let seat = -1;
let view = null;
let colorblind = false;
let handCards = [];  // [{card, actions}] in the order shown: playable ones first
let whyTimer = null;
let choosing = null;  // the card whose colour (or use) the sheet of choices asks
let hinted = null;  // the last hint ({seq, id, why}), shown while its view is the one on screen
const token = location.hash.length > 1 ? location.hash.slice(1) : null;
let code = sessionStorage.getItem("uno-code");

function t(id) { return strings[id] || ""; }
function resumeKey() { return "uno-resume-" + (token || ("code-" + code)); }

function setState(state, text) {
  document.body.dataset.state = state;
  if (text !== undefined) $("status").textContent = text;
}

function showMessage(text, refusal, fleeting, kind) {
  // fleeting: true (WHY_MS) or how many ms the text stays; kind: a class ("hint").
  const box = $("message");
  clearTimeout(whyTimer);
  box.textContent = text;
  box.className = refusal ? "refusal" : (kind || "");
  box.hidden = !text;
  if (text && fleeting) {
    whyTimer = setTimeout(() => { box.hidden = true; },
                          typeof fleeting === "number" ? fleeting : WHY_MS);
  }
}

function colorSymbol(color) {
  // Colour never alone: with the table's colour-blind aid on, its symbol beside the name.
  if (!colorblind || !(color in SYMBOLS)) return null;
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", "-1.5 -1.5 23 23");
  svg.setAttribute("class", "sym");
  svg.setAttribute("aria-hidden", "true");
  const [tag, attrs] = SYMBOLS[color];
  const shape = document.createElementNS(ns, tag);
  for (const [key, value] of Object.entries(attrs)) shape.setAttribute(key, String(value));
  shape.setAttribute("fill", "#fbf8ef");
  shape.setAttribute("stroke", "#1b1b1b");
  shape.setAttribute("stroke-width", "1.6");
  svg.append(shape);
  return svg;
}

function labelled(element, color, text) {
  const symbol = colorSymbol(color);
  const words = document.createElement("span");
  words.textContent = text;
  element.replaceChildren(...(symbol ? [symbol, words] : [words]));
}

async function boot() {
  try {
    const reply = await fetch("/strings.json", { cache: "no-store" });
    const data = await reply.json();
    strings = data.strings;
    document.documentElement.lang = data.lang;
  } catch (e) { /* the server is gone: connect() shows the state */ }
  document.title = t("phone-title") || "UNO";
  $("code-prompt").textContent = t("phone-code-prompt");
  $("join-button").textContent = t("phone-code-join");
  $("hand-title").textContent = t("phone-your-cards");
  $("hand").setAttribute("aria-label", t("phone-your-cards"));
  $("hint").textContent = t("table-hint");
  $("hint").addEventListener("click", askHint);
  // A turned phone or a resized window: the same cards, laid out again for the new space.
  if (window.ResizeObserver) new ResizeObserver(() => placeCards()).observe($("hand"));
  else window.addEventListener("resize", placeCards);
  $("code-form").addEventListener("submit", (event) => {
    event.preventDefault();
    code = $("code").value.toUpperCase().replace(/[^A-Z0-9]/g, "");
    if (!code) return;
    sessionStorage.setItem("uno-code", code);
    $("join").hidden = true;
    stopped = false;
    connect();
  });
  document.addEventListener("visibilitychange", () => {
    // Back from sleep: do not wait for the backoff timer.
    if (document.visibilityState === "visible" && !stopped && !socketOpen()) reconnectNow();
  });
  window.addEventListener("online", () => { if (!stopped && !socketOpen()) reconnectNow(); });
  if (token || code) connect(); else askCode();
}

function askCode() {
  setState("idle", t("phone-title"));
  $("join").hidden = false;
  $("table").hidden = true;
  $("code").focus();
}

function socketOpen() { return socket && socket.readyState <= 1; }

function reconnectNow() {
  clearTimeout(retryTimer);
  retryDelay = 500;
  connect();
}

function connect() {
  clearTimeout(retryTimer);
  if (socket) { socket.onclose = null; socket.close(); }
  setState(view ? "reconnecting" : "connecting",
           t(view ? "phone-reconnecting" : "phone-connecting"));
  const ws = new WebSocket(`ws://${location.host}/ws`);
  socket = ws;
  ws.onopen = () => {
    const hello = { type: "hello", v: VERSION };
    if (token) hello.token = token; else hello.code = code;
    const resume = localStorage.getItem(resumeKey());
    if (resume) hello.resume = resume;
    ws.send(JSON.stringify(hello));
  };
  ws.onmessage = (event) => {
    let message;
    try { message = JSON.parse(event.data); } catch (e) { return; }
    receive(message);
  };
  ws.onclose = () => {
    clearInterval(pingTimer);
    if (socket !== ws) return;
    socket = null;
    if (stopped) return;
    setState("reconnecting", t("phone-reconnecting"));
    // Exponential backoff with jitter, at most 10 s between tries.
    retryTimer = setTimeout(connect, retryDelay * (0.75 + Math.random() / 2));
    retryDelay = Math.min(retryDelay * 2, 10000);
  };
}

function receive(message) {
  switch (message.type) {
    case "welcome":
      seat = message.seat;
      colorblind = message.colorblind === true;
      localStorage.setItem(resumeKey(), message.resume);
      retryDelay = 500;
      setState("connected");
      showMessage("");
      lastPong = Date.now();
      clearInterval(pingTimer);
      pingTimer = setInterval(keepAlive, 15000);
      break;
    case "view":
      if (view && !$("message").classList.contains("refusal")) showMessage("");
      view = message;
      render();
      break;
    case "hint":
      // Only for the view on screen (the server sends a hint after its view; an older one is
      // for a table that has moved on).
      if (!view || message.seq !== view.seq) break;
      hinted = message;
      markHint();
      showMessage(message.why, false, HINT_MS, "hint");
      break;
    case "refused":
      showMessage(message.text, true);
      if (seat < 0 && !token) askCode();  // a typed code the server could not read
      break;
    case "pong":
      lastPong = Date.now();
      break;
    case "error":
    case "bye":
      showMessage(message.text, message.type === "error");
      if (message.type === "bye" || FATAL.has(message.reason)) {
        stopped = true;
        setState("closed", message.type === "bye" ? t("phone-ended") : t("phone-title"));
        if (message.reason === "bad_key" && !token) {
          sessionStorage.removeItem("uno-code");
          askCode();
        }
      }
      break;
  }
}

function keepAlive() {
  // A connection that no longer answers (the phone changed networks) is dropped and redone.
  if (Date.now() - lastPong > 40000 && socket) { socket.close(); return; }
  send({ type: "ping" });
}

function send(message) {
  if (socket && socket.readyState === 1) socket.send(JSON.stringify(message));
}

function askHint() {
  // The server answers with a "hint" (or says why not); it changes nothing in the game.
  send({ type: "hint" });
}

function markHint() {
  // Ring what the hint names: a card of the hand, a button, or a colour in the sheet.
  for (const element of document.querySelectorAll(".hinted")) element.classList.remove("hinted");
  if (!hinted || !view || hinted.seq !== view.seq || hinted.id === null) return;
  const action = view.actions.find((a) => a.id === hinted.id);
  if (!action) return;
  const targets = [...document.querySelectorAll(`#buttons button, #choices button`)]
    .filter((b) => b.dataset.id === String(action.id));
  if (action.card !== undefined) {
    targets.push(...document.querySelectorAll(`#hand .card[data-card="${action.card}"]`));
  }
  for (const element of targets) element.classList.add("hinted");
}

function closeChoices() {
  choosing = null;
  $("choices").replaceChildren();
  $("prompt").textContent = view ? view.prompt : "";  // "Choose a colour" is answered
}

function act(action) {
  closeChoices();
  showMessage("");
  send({ type: "act", id: action.id });
}

function render() {
  $("join").hidden = true;
  $("table").hidden = false;
  document.body.dataset.seq = String(view.seq);
  setState("connected", view.status);
  $("prompt").textContent = view.prompt;

  const players = $("players");
  players.replaceChildren(...view.players.map((p) => {
    const item = document.createElement("li");
    item.dataset.seat = String(p.seat);
    if (p.turn) item.classList.add("turn");
    if (p.seat === view.seat) item.classList.add("me");
    if (!p.active) item.classList.add("out");
    const name = document.createElement("span");
    name.textContent = p.name;
    const count = document.createElement("span");
    count.className = "count";
    count.textContent = String(p.count);
    item.append(name, count);
    return item;
  }));

  const top = $("top");
  top.src = `/cards/${view.top.face}.png`;
  top.alt = view.top.name;
  top.dataset.card = String(view.top.card);
  const chip = $("color-chip");
  chip.className = "c" + view.color;
  labelled(chip, view.color, view.color_name);
  document.body.classList.toggle("my-turn", view.my_turn);

  const byCard = new Map();
  const others = [];
  for (const action of view.actions) {
    if (action.card !== undefined) {
      if (!byCard.has(action.card)) byCard.set(action.card, []);
      byCard.get(action.card).push(action);
    } else {
      others.push(action);
    }
  }
  closeChoices();
  $("buttons").replaceChildren(...others.map((action) => actionButton(action)));
  // A person who asked for hints (New game) gets the Hint button while there is a move to make.
  $("hint").hidden = !(view.hints === true && view.actions.length > 0);
  if (hinted && hinted.seq !== view.seq) hinted = null;
  renderHand(byCard);
  markHint();
}

function actionButton(action) {
  const button = document.createElement("button");
  button.type = "button";
  labelled(button, action.color, action.label);
  button.dataset.kind = action.kind;
  button.dataset.id = String(action.id);
  if (action.color !== undefined) button.classList.add("c" + action.color);
  if (action.target !== undefined) button.dataset.target = String(action.target);
  button.classList.add(action.kind);
  button.addEventListener("click", () => act(action));
  return button;
}

function renderHand(byCard) {
  // The cards that can be played now come first (in hand order), then the others: with a big
  // hand they are the ones in sight without scrolling.
  const cards = view.hand.map((card) => ({ card, actions: byCard.get(card.card) || [] }));
  handCards = [...cards.filter((c) => c.actions.length), ...cards.filter((c) => !c.actions.length)];
  $("sheet").replaceChildren(...handCards.map(({ card, actions }) => {
    const element = document.createElement("button");
    element.type = "button";
    element.className = "card " + (actions.length ? "playable" : "dim");
    element.dataset.card = String(card.card);
    element.dataset.playable = actions.length ? "1" : "0";
    element.setAttribute("aria-label", card.name);
    const image = document.createElement("img");
    image.src = `/cards/${card.face}.png`;
    image.alt = "";
    element.append(image);
    element.addEventListener("click", () => tapCard(card, actions));
    return element;
  }));
  placeCards();
}

function handLayout(count, width, height) {
  // Rows that wrap, no card over another sideways. The biggest cards that fit the space whole;
  // else rows may overlap, each row still showing at least TAP px (and half a card) of its
  // cards; else the smallest cards, TAP px per row, and the hand scrolls.
  const fit = (w, overlap) => {
    const cols = Math.max(1, Math.floor((width + GAP) / (w + GAP)));
    const rows = Math.ceil(count / cols);
    const h = Math.round(w * ASPECT);
    if (rows * (h + GAP) - GAP <= height) return { w, h, cols, rows, step: h + GAP };
    if (!overlap || rows < 2) return null;
    const step = Math.floor((height - h) / (rows - 1));
    return step >= Math.max(TAP, h / 2) ? { w, h, cols, rows, step } : null;
  };
  for (const overlap of [false, true]) {
    for (let w = CARD_MAX; w >= CARD_MIN; w -= 2) {
      const found = fit(w, overlap);
      if (found) return found;
    }
  }
  const cols = Math.max(1, Math.floor((width + GAP) / (CARD_MIN + GAP)));
  return { w: CARD_MIN, h: Math.round(CARD_MIN * ASPECT), cols,
           rows: Math.ceil(count / cols), step: TAP };
}

function placeCards() {
  const hand = $("hand");
  const elements = [...$("sheet").children];
  if (!elements.length || !hand.clientWidth) return;
  const width = hand.clientWidth - 2 * PAD, height = hand.clientHeight - 2 * PAD;
  const { w, h, cols, rows, step } = handLayout(elements.length, width, height);
  const used = Math.min(cols, elements.length) * (w + GAP) - GAP;
  const left = PAD + Math.max(0, Math.floor((width - used) / 2));
  const total = (rows - 1) * step + h;
  // Under the thumbs: a hand that fits sits at the bottom of its space.
  const top = PAD + Math.max(0, height - total);
  elements.forEach((element, i) => {
    element.style.width = w + "px";
    element.style.height = h + "px";
    element.style.left = (left + (i % cols) * (w + GAP)) + "px";
    element.style.top = (top + Math.floor(i / cols) * step) + "px";
  });
  $("sheet").style.height = (top + total + PAD) + "px";
}

function tapCard(card, actions) {
  // One deliberate tap plays: the table has no undo for a play, so neither has the phone.
  // A tap on a card while a colour is asked closes the question (nothing was sent yet).
  const again = choosing === card.card;
  if (choosing !== null) closeChoices();
  if (again) return;
  if (actions.length === 0) {
    if (card.why) showMessage(card.why, false, true);
    return;
  }
  if (actions.length === 1) { act(actions[0]); return; }
  // A black card (one action per colour), or a card both playable and givable: ask which,
  // in a sheet over the foot of the hand, so the cards do not move. A hint's line stays up
  // while its colour is chosen.
  if (!$("message").classList.contains("hint")) showMessage("");
  choosing = card.card;
  $("choices").replaceChildren(...actions.map((action) => actionButton(action)));
  markHint();
  $("prompt").textContent = actions.every((a) => a.color !== undefined)
    ? t("table-choose-color") : view.prompt;
}

boot();
