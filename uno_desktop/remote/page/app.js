// The phone page: one seat's hand, the table in brief, and the actions the seat may take now.
// Speaks the protocol of uno_desktop/remote/protocol.py over one WebSocket; reconnects by itself.
"use strict";

const VERSION = 1;
const FATAL = new Set(["bad_key", "seat_taken", "version", "blocked", "freed", "replaced",
                       "seat_closed", "game_over", "full", "hello_timeout"]);
const ROW = 9;  // cards per row of the fan
const $ = (id) => document.getElementById(id);

let strings = {};
let socket = null;
let retryDelay = 500;
let retryTimer = null;
let pingTimer = null;
let lastPong = 0;
let stopped = false;
let seat = -1;
let view = null;
const token = location.hash.length > 1 ? location.hash.slice(1) : null;
let code = sessionStorage.getItem("uno-code");

function t(id) { return strings[id] || ""; }
function resumeKey() { return "uno-resume-" + (token || ("code-" + code)); }

function setState(state, text) {
  document.body.dataset.state = state;
  if (text !== undefined) $("status").textContent = text;
}

function showMessage(text, refusal) {
  const box = $("message");
  box.textContent = text;
  box.className = refusal ? "refusal" : "";
  box.hidden = !text;
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
      localStorage.setItem(resumeKey(), message.resume);
      retryDelay = 500;
      setState("connected");
      showMessage("");
      lastPong = Date.now();
      clearInterval(pingTimer);
      pingTimer = setInterval(keepAlive, 15000);
      break;
    case "view":
      view = message;
      render();
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

function act(action) {
  $("choices").replaceChildren();
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
  chip.textContent = view.color_name;

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
  $("choices").replaceChildren();
  $("buttons").replaceChildren(...others.map((action) => actionButton(action)));
  renderHand(byCard);
}

function actionButton(action) {
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = action.label;
  button.dataset.kind = action.kind;
  button.dataset.id = String(action.id);
  if (action.color !== undefined) button.classList.add("c" + action.color);
  if (action.target !== undefined) button.dataset.target = String(action.target);
  button.classList.add(action.kind);
  button.addEventListener("click", () => act(action));
  return button;
}

function renderHand(byCard) {
  const hand = $("hand");
  // Room for the fan: the row's width less a margin for the tilt of the outer cards.
  const width = Math.min(hand.clientWidth || 344, 624) - 24;
  const rows = [];
  for (let i = 0; i < view.hand.length; i += ROW) rows.push(view.hand.slice(i, i + ROW));
  hand.replaceChildren(...rows.map((cards) => {
    const row = document.createElement("div");
    row.className = "row";
    const cardWidth = 76;
    const step = cards.length > 1 ? Math.min(cardWidth + 4, (width - cardWidth) / (cards.length - 1)) : 0;
    cards.forEach((card, i) => {
      const actions = byCard.get(card.card) || [];
      const element = document.createElement("button");
      element.type = "button";
      element.className = "card " + (actions.length ? "playable" : "dim");
      element.dataset.card = String(card.card);
      element.dataset.playable = actions.length ? "1" : "0";
      element.setAttribute("aria-label", card.name);
      const image = document.createElement("img");
      image.src = `/cards/${card.face}.png`;
      image.alt = card.name;
      element.append(image);
      if (i > 0) element.style.marginInlineStart = (step - cardWidth) + "px";
      const middle = (cards.length - 1) / 2;
      const lift = actions.length ? -16 : 0;
      element.style.transform = `rotate(${(i - middle) * 2.5}deg) translateY(${lift}px)`;
      element.addEventListener("click", () => tapCard(card, actions));
      row.append(element);
    });
    return row;
  }));
}

function tapCard(card, actions) {
  if (actions.length === 0) return;
  if (actions.length === 1) { act(actions[0]); return; }
  // A black card (one action per colour), or a card both playable and givable: ask which.
  $("choices").replaceChildren(...actions.map((action) => actionButton(action)));
  $("prompt").textContent = actions.every((a) => a.color !== undefined)
    ? t("table-choose-color") : view.prompt;
}

boot();
