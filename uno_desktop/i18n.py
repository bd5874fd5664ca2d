"""Translations: one Fluent catalog per language (``locales/<code>/uno.ftl``), English behind it.

A broken or missing catalog never stops the game: whatever parses is used, everything else comes
from English, and each problem is logged once. The helpers below turn engine ids (cards, colours,
rule options, error codes, events) into text, so UI code never builds message ids by hand.

Start time: a catalog is only cut into its entries when it is loaded (one pass over the lines);
each message is parsed by Fluent's parser the first time it is asked for, and a message that is
one line of plain text (most of the menus) needs no parser at all. Fluent's runtime (and Babel's
locale data, for plural rules) is imported when the first message with a placeable is formatted,
and the English fallback catalog is read only when a message is missing or fails in the chosen
language. The language screen, which shows a line of each language, so costs milliseconds
instead of parsing every catalog. Lines at column 0 that start no entry are found when the file
is loaded; a syntax error inside a message is found (and logged with its line) when the message
is first used.
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import resources
from .bot_levels import BOT_LEVELS
from .engine import cards
from .engine.rules import BOX_FIXED, CHOICES, Rules

if TYPE_CHECKING:
    from fluent.runtime import FluentBundle
    from fluent.syntax import ast

    from .engine import events

log = logging.getLogger(__name__)

LOCALES = ("en", "fr", "hi")
LANGUAGE_NAMES = {"en": "English", "fr": "Français", "hi": "हिन्दी"}
FALLBACK = "en"
CATALOG = "uno.ftl"

# What a line at column 0 is: a message (``id =``) or a term (``-id =``); a valid comment (``#``,
# ``##`` or ``###``, then a space or the end of the line); or something else (a placeable's
# closing brace, or junk). Blank and indented lines belong to the entry above.
_LINE_START = re.compile(
    r"^(?:(-?[a-zA-Z][a-zA-Z0-9_-]*) *=|(#{1,3}(?: [^\n]*)?\r?$)|[^ \r\n])", re.MULTILINE
)
# What makes a catalog need the whole cut at load (so that junk is reported at once): a line at
# column 0 that starts no entry (junk, or a placeable's closing brace), or an indented line that
# is not blank at the top of the file or after a comment. A catalog without any (the shipped
# ones) is not cut at load: each message is looked up when it is first asked for.
# (Searched in "\n" + text: patterns that start with a plain character are found fast.)
_SUSPECT = re.compile(
    r"\n(?!-?[a-zA-Z][a-zA-Z0-9_-]* *=|#{1,3}(?: [^\n]*)?\r?(?:\n|\Z))[^ \r\n]"
    r"|\n#[^\n]*\n(?:[ \r]*\n)* +[^ \r\n]"
)
_SUSPECT_START = re.compile(r"\n(?:[ \r]*\n)* +[^ \r\n]")
# The start of the next line at column 0 that is not blank: where an entry ends.
_NEXT_START = re.compile(r"^[^ \r\n]", re.MULTILINE)
# A message that is one line of plain text: its value is that text, without the spaces around it
# (what Fluent's parser gives; no placeables, no tabs, nothing on the following lines).
_PLAIN = re.compile(r"[a-zA-Z][a-zA-Z0-9_-]* *= *([^ {}\t\r\n][^{}\t\r\n]*?) *\r?")


class _Catalog:
    """The messages of one ``uno.ftl``, each found and parsed on first use (a catalog with junk
    lines is cut into its entries at load instead, so the junk is reported at once).

    ``locales`` is ``[locale]`` (like a FluentBundle's), ``path`` the file it came from."""

    def __init__(self, locale: str, path: Path, text: str) -> None:
        self.locale = locale
        self.locales = [locale]
        self.path = path
        self._text = ""
        self._sources: dict[str, tuple[int, str]] = {}  # id -> (offset, source), unparsed
        self._plain: dict[str, str] = {}  # id -> text of a one-line plain message
        self._entries: dict[str, ast.Message | ast.Term | None] = {}  # parsed (None: no entry)
        self._bundle: FluentBundle | None = None
        self._in_bundle: set[str] = set()
        self._looked: set[str] = set()  # ids already looked up in the text
        lines = "\n" + text
        self._whole = bool(_SUSPECT.search(lines) or _SUSPECT_START.match(lines))
        self._text = text
        if self._whole:
            self._split(text)

    def _lookup(self, msg_id: str) -> None:
        """Find the entry ``msg_id`` in the text (the first one, as FluentBundle keeps) and keep
        its source for parsing; once per id."""
        if self._whole or msg_id in self._looked:
            return
        self._looked.add(msg_id)
        text = self._text
        found = re.search(rf"^{re.escape(msg_id)} *=", text, re.MULTILINE)
        if found is None:
            return
        start = found.start()
        eol = text.find("\n", start)
        eol = len(text) if eol < 0 else eol
        following = _NEXT_START.search(text, eol + 1) if eol < len(text) else None
        self._register(msg_id, start, eol, following.start() if following else len(text))

    def _register(self, msg_id: str, start: int, eol: int, end: int) -> None:
        """Keep the source of the entry ``msg_id`` (``text[start:end]``, first line up to
        ``eol``), and its text when it is one line of plain text."""
        text = self._text
        self._sources[msg_id] = (start, text[start:end])
        if not text[eol:end].strip(" \r\n"):  # no line after the first is not blank
            plain = _PLAIN.fullmatch(text, start, eol)
            if plain is not None:
                self._plain[msg_id] = plain.group(1)

    # -- loading --------------------------------------------------------------------------------
    def _split(self, text: str) -> None:
        # [offset, entry id (None: a comment, or what comes before the first entry), regular
        #  (False: a line at column 0 starts nothing, only parsing the chunk tells what it is)]
        chunks: list[list[Any]] = [[0, None, True]]
        for found in _LINE_START.finditer(text):
            msg_id = found.group(1)
            if msg_id is not None or found.group(2) is not None:
                chunks.append([found.start(), msg_id, True])
            else:
                chunks[-1][2] = False
        ends = [chunk[0] for chunk in chunks[1:]] + [len(text)]
        for i, ((start, msg_id, regular), end) in enumerate(zip(chunks, ends, strict=True)):
            eol = text.find("\n", start, end)
            eol = end if eol < 0 else eol
            if i == 0:
                eol = start  # before the first entry: every line must be blank
            more = bool(text[eol:end].strip(" \r\n"))  # a line after the first is not blank
            if not regular or (msg_id is None and more):
                # Junk (or indented lines after a comment): parsed now, so it is logged at load.
                self._parse(start, text[start:end])
            elif msg_id is not None and msg_id not in self._sources and msg_id not in self._entries:
                # (a second message with the same id is ignored, as FluentBundle does)
                self._register(msg_id, start, eol, end)

    def _parse(self, offset: int, source: str) -> None:
        """Parse ``source`` (the file from ``offset`` on); keep its entries, log its junk."""
        from fluent.syntax import FluentParser, ast

        for entry in FluentParser().parse(source).body:
            if isinstance(entry, ast.Junk):
                start = offset + (entry.span.start if entry.span else 0)
                line = self._text.count("\n", 0, start) + 1
                why = "; ".join(a.message or "" for a in entry.annotations) or "syntax error"
                log.warning("%s:%d: skipped unreadable entry (%s)", self.path, line, why)
            elif isinstance(entry, ast.Message | ast.Term):
                key = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
                if key not in self._sources and self._entries.get(key) is None:
                    self._entries[key] = entry  # the first entry with an id counts

    def entry(self, msg_id: str) -> ast.Message | ast.Term | None:
        """The parsed message (``-id``: term) ``msg_id``, or None when the catalog has none."""
        if msg_id not in self._entries:
            self._lookup(msg_id)
            found = self._sources.pop(msg_id, None)
            if found is not None:
                self._parse(*found)
            self._entries.setdefault(msg_id, None)
        return self._entries[msg_id]

    # -- what the Translator asks ---------------------------------------------------------------
    def has_message(self, msg_id: str) -> bool:
        """True for a message (not a term) of this catalog, as FluentBundle.has_message."""
        self._lookup(msg_id)
        if msg_id in self._plain:
            return True
        return not msg_id.startswith("-") and self.entry(msg_id) is not None

    def plain(self, msg_id: str) -> str | None:
        """The text of ``msg_id`` when it is one line of plain text (no parsing needed)."""
        self._lookup(msg_id)
        return self._plain.get(msg_id)

    def bundle(self, msg_id: str) -> FluentBundle:
        """A FluentBundle holding ``msg_id`` and every message and term it refers to."""
        if self._bundle is None:
            from fluent.runtime import FluentBundle

            # use_isolating=False: no U+2068/U+2069 around placeables, pygame draws them as boxes.
            self._bundle = FluentBundle(self.locales, use_isolating=False)
        from fluent.syntax import ast

        todo = [msg_id]
        while todo:
            key = todo.pop()
            if key in self._in_bundle:
                continue
            self._in_bundle.add(key)
            entry = self.entry(key)
            if entry is None:
                continue  # formatting reports the unknown reference
            self._bundle.add_resource(ast.Resource([entry]))
            todo.extend(_references(entry))
        return self._bundle


def _references(node: Any) -> list[str]:
    """Ids of the messages and (``-id``) terms that a parsed entry refers to."""
    from fluent.syntax import ast

    out: list[str] = []
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, ast.MessageReference):
            out.append(item.id.name)
        elif isinstance(item, ast.TermReference):
            out.append("-" + item.id.name)
        if isinstance(item, ast.BaseNode):
            for value in vars(item).values():
                if isinstance(value, list):
                    stack.extend(value)
                elif isinstance(value, ast.BaseNode):
                    stack.append(value)
    return out


MAX_CATALOG_BYTES = 2_000_000


def _load_catalog(locale: str, folder: Path) -> _Catalog | None:
    """The catalog of ``locale``, or None (logged) when the file cannot be read."""
    path = folder / locale / CATALOG
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_CATALOG_BYTES + 1)
    except OSError as exc:
        log.warning("no catalog for %r (%s); using English", locale, exc)
        return None
    if len(raw) > MAX_CATALOG_BYTES:  # a catalog is ~60 KB: this one is damaged
        log.warning("%s is over %d bytes; using English", path, MAX_CATALOG_BYTES)
        return None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        log.warning("%s is not valid UTF-8 (%s); bad bytes replaced", path, exc)
        text = raw.decode("utf-8", errors="replace")
    return _Catalog(locale, path, text)


class Translator:
    """Formats messages of one language. ``locale`` is the language actually shown: an unknown
    code, or a language whose catalog is missing, gives ``"en"``."""

    def __init__(self, locale: str, locales_dir: Path | None = None) -> None:
        self._folder = locales_dir if locales_dir is not None else resources.locales_dir()
        if locale not in LOCALES:
            log.warning("unknown locale %r; using English", locale)
            locale = FALLBACK
        self._fallback_read = False
        self._fallback_catalog: _Catalog | None = None
        catalog = _load_catalog(locale, self._folder)
        if locale == FALLBACK or catalog is None:
            if locale != FALLBACK:
                catalog = self._fallback
            locale = FALLBACK
            self._fallback_read = True
            self._fallback_catalog = catalog
        self.locale = locale
        self._bundle = catalog
        self._logged: set[tuple[str, str]] = set()

    @property
    def _fallback(self) -> _Catalog | None:
        """The English catalog, read the first time a message is missing or fails."""
        if not self._fallback_read:
            self._fallback_read = True
            self._fallback_catalog = _load_catalog(FALLBACK, self._folder)
        return self._fallback_catalog

    def has(self, msg_id: str) -> bool:
        """True if :meth:`t` gives real text for ``msg_id`` (from this language or English)."""
        if self._bundle is not None and self._bundle.has_message(msg_id):
            return True
        return self._fallback is not None and self._fallback.has_message(msg_id)

    def t(self, msg_id: str, **args: Any) -> str:
        """The formatted message; English if this language lacks it or fails to format it; the
        id itself if English lacks it too."""
        partial: str | None = None
        for i in range(1 if self.locale == FALLBACK else 2):
            catalog = self._bundle if i == 0 else self._fallback
            name = catalog.locale if catalog is not None else FALLBACK
            if catalog is None or not catalog.has_message(msg_id):
                self._log_once(name, msg_id, "missing")
                continue
            plain = catalog.plain(msg_id)
            if plain is not None:
                return plain
            entry = catalog.entry(msg_id)
            if entry is None or entry.value is None:  # attributes only: nothing to show
                self._log_once(name, msg_id, "has no value")
                continue
            try:
                bundle = catalog.bundle(msg_id)
                pattern = bundle.get_message(msg_id).value
                assert pattern is not None  # entries without a value were skipped above
                text, errors = bundle.format_pattern(pattern, args)
            except Exception as exc:  # a bad argument must not crash a scene
                text, errors = msg_id, [exc]
            if not errors:
                return str(text)
            self._log_once(name, msg_id, f"failed to format: {errors}")
            partial = str(text)  # the last tried (English) partial text beats the bare id
        return partial if partial is not None else msg_id

    def _log_once(self, locale: str, msg_id: str, problem: str) -> None:
        if (locale, msg_id) not in self._logged:
            self._logged.add((locale, msg_id))
            log.warning("message %r %s in %r", msg_id, problem, locale)


@functools.cache
def get_translator(locale: str) -> Translator:
    """The shared translator of ``locale`` (catalogs are read once per run)."""
    return Translator(locale)


# -- names of engine things ---------------------------------------------------------------------
_KIND_IDS = {
    cards.SKIP: "card-skip",
    cards.REVERSE: "card-reverse",
    cards.DRAW_TWO: "card-draw-two",
    cards.WILD: "card-wild",
    cards.WILD_DRAW_FOUR: "card-wild-draw-four",
    cards.DRAW_TEN: "card-draw-ten",
    # The No Mercy and All Wild boxes (docs/rules.md, "Names in three languages").
    cards.SKIP_EVERYONE: "card-skip-everyone",
    cards.DISCARD_ALL: "card-discard-all",
    cards.DRAW_FOUR: "card-draw-four",
    cards.WILD_REVERSE_DRAW_FOUR: "card-wild-reverse-draw-four",
    cards.WILD_DRAW_SIX: "card-wild-draw-six",
    cards.WILD_COLOR_ROULETTE: "card-wild-color-roulette",
    cards.WILD_SKIP: "card-wild-skip",
    cards.WILD_SKIP_TWO: "card-wild-skip-two",
    cards.WILD_REVERSE: "card-wild-reverse",
    cards.WILD_DRAW_TWO: "card-wild-draw-two",
    cards.WILD_TARGETED_DRAW_TWO: "card-wild-targeted-draw-two",
    cards.WILD_FORCED_SWAP: "card-wild-forced-swap",
}


_ALL_WILD_IDS = frozenset(cards.box_ids("all_wild"))


def color_code(color: int | str) -> str:
    """``"red"`` for ``cards.RED`` (codes pass through): the ``$color`` of every message."""
    return color if isinstance(color, str) else cards.COLOR_NAMES[color]


def card_name(tr: Translator, card: int) -> str:
    """"Red 7", "7 rouge", "लाल 7"; a hidden card (-1 in redacted events) has a name too."""
    if card < 0:
        return tr.t("card-hidden")
    kind, color = cards.CARD_KIND[card], color_code(cards.CARD_COLOR[card])
    if kind <= 9:
        return tr.t("card-number", color=color, number=kind)
    return tr.t(_KIND_IDS[kind], color=color)


def color_name(tr: Translator, color: int | str) -> str:
    """A colour as a label ("Red", "Rouge", "लाल")."""
    return tr.t(f"color-{color_code(color)}")


def option_name(tr: Translator, option_id: str) -> str:
    return tr.t(f"opt-{option_id}")


def option_help(tr: Translator, option_id: str) -> str:
    return tr.t(f"opt-{option_id}-help")


def value_name(tr: Translator, option_id: str, value: Any) -> str:
    """How a rule option's value is shown: On/Off, a choice's name, or a number with its unit."""
    if isinstance(value, bool):
        return tr.t("val-on" if value else "val-off")
    if option_id in CHOICES:
        return tr.t(f"val-{option_id}-{value}")
    return tr.t(f"val-{option_id}-number", n=value)


def group_name(tr: Translator, group: str) -> str:
    return tr.t(f"group-{group}")


def preset_name(tr: Translator, preset: str) -> str:
    return tr.t(f"preset-{preset}")


def preset_help(tr: Translator, preset: str) -> str:
    return tr.t(f"preset-{preset}-help")


def conflict_text(tr: Translator, option_id: str) -> str:
    """Why ``option_id`` (a key of ``rules.conflicts()``) cannot be set with the others."""
    return tr.t(f"conflict-{option_id}")


def players_text(tr: Translator, code: str) -> str:
    """The message for a code of ``rules.player_problem()``."""
    return tr.t(f"players-{code}")


def error_text(tr: Translator, code: str) -> str:
    """The message for an ``IllegalAction.code``; a generic one for codes not translated yet."""
    if tr.has(f"err-{code}"):
        return tr.t(f"err-{code}")
    tr.t(f"err-{code}")  # logs the missing id once
    return tr.t("err-unknown")


def join_names(tr: Translator, names: Sequence[str]) -> str:
    """"Ann", "Ann and Bo", "Ann, Bo and Cy" in the translator's language."""
    if len(names) <= 1:
        return "".join(names)
    return tr.t("common-list-and", first=", ".join(names[:-1]), last=names[-1])


# Settings file keys -> the label the settings screen shows for them.
_SETTING_LABELS = {
    "language": "settings-language", "animation_speed": "settings-animation",
    "bot_pace": "settings-bot-pace", "reaction_time": "settings-reaction",
    "sound": "settings-sound", "volume": "settings-volume",
    "colorblind": "settings-colorblind", "show_playable": "settings-show-playable",
    "house_rule_notes": "settings-house-notes",
    "fullscreen": "settings-fullscreen", "last_rules": "settings-rules",
    "last_seats": "notice-setting-seats", "version": "notice-setting-version",
}


def setting_label(tr: Translator, key: str) -> str:
    """A settings file key as the player knows it: ``volume`` -> "Volume", ``last_rules.jump_in``
    -> the rule's name on the settings screen."""
    if key.startswith("last_rules."):
        return tr.t(f"opt-{key.split('.', 1)[1]}")
    msg_id = _SETTING_LABELS.get(key)
    return tr.t(msg_id) if msg_id else key


def place_name(tr: Translator, place: int) -> str:
    """1 -> "1st", "1re", "पहला"."""
    return tr.t("table-place", place=place)


def level_name(tr: Translator, level: str) -> str:
    """A bot level as players see it: "Hard", "Difficile", "कठिन"; a plug-in path
    (``package.module:ClassName``) by its class name."""
    if level in BOT_LEVELS:
        return tr.t(f"setup-level-{level}")
    return level.rsplit(":", 1)[-1]


def bot_names(tr: Translator) -> list[str]:
    """Ten friendly default names for computer players."""
    return [tr.t(f"bot-name-{i}") for i in range(1, 11)]


def event_lines(
    tr: Translator, event: events.Event, names: Sequence[str], viewer: int | None = None
) -> list[str]:
    """The log lines for one engine event; ``names[seat]`` is each seat's name and ``viewer``
    the seat whose private cards may be named. Events the log does not show give ``[]``."""
    from .engine import events as E  # noqa: N812 - imported here: not needed for the menus
    from .engine.options import names_color

    def n(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else str(seat)

    match event:
        case E.DealerChosen(dealer=d):
            return [tr.t("log-dealer-chosen", player=n(d))]
        case E.Dealt(dealer=d, hands=hands):
            return [tr.t("log-dealt", player=n(d), count=max((len(h) for h in hands), default=0))]
        case E.StartCard(card=c, returned=back):
            first = [tr.t("log-start-card-returned", count=len(back))] if back else []
            # aw_start_card: an All Wild start card's action is ignored (no Skipped, no
            # Drew follows it); say so, or a Wild Skip turned first looks like a lost turn.
            ignored = ([tr.t("log-start-card-ignored")]
                       if c in _ALL_WILD_IDS and cards.CARD_KIND[c] != cards.WILD else [])
            return [*first, tr.t("log-start-card", card=card_name(tr, c)), *ignored]
        case E.Played(seat=s, card=c, color=col, jump_in=jump, double=double):
            args = {"player": n(s), "card": card_name(tr, c)}
            if jump:
                return [tr.t("log-played-jump-in", **args)]
            if double:
                return [tr.t("log-played-double", **args)]
            # The engine's names_color: the roulette's player names no colour (its victim
            # does, ColorNamed says so).
            if names_color(c) and col in cards.COLORS:
                return [tr.t("log-played-black", color=color_code(col), **args)]
            return [tr.t("log-played", **args)]
        case E.Drew(seat=s, cards=drawn, reason=why):
            msg = f"log-drew-{why}" if why != "draw" and tr.has(f"log-drew-{why}") else "log-drew"
            return [tr.t(msg, player=n(s), count=len(drawn))]
        case E.Kept(seat=s):
            return [tr.t("log-kept", player=n(s))]
        case E.ColorNamed(seat=s, color=col):
            return [tr.t("log-color-named", player=n(s), color=color_code(col))]
        case E.DirectionChanged(direction=d) | E.HandsRotated(direction=d):
            way = "clockwise" if d == 1 else "counter"
            kind = "direction" if isinstance(event, E.DirectionChanged) else "hands-rotated"
            return [tr.t(f"log-{kind}-{way}")]
        case E.Skipped(seat=s):
            return [tr.t("log-skipped", player=n(s))]
        case E.PenaltyGrew(seat=s, total=total):
            return [tr.t("log-penalty-grew", player=n(s), count=total)]
        case E.UnoCalled(seat=s):
            return [tr.t("log-uno-called", player=n(s))]
        case E.UnoCaught(catcher=c, target=s, count=k):
            return [tr.t("log-uno-caught", catcher=n(c), player=n(s), count=k)]
        case E.FalseUno(seat=s, count=k):
            return [tr.t("log-false-uno", player=n(s), count=k)]
        case E.ChallengeResolved(challenger=c, challenged=s, bluff=bluff, count=k):
            msg = "log-challenge-bluff" if bluff else "log-challenge-fair"
            return [tr.t(msg, challenger=n(c), player=n(s), count=k)]
        case E.CardTakenBack(seat=s, card=c, color=col):
            return [tr.t("log-card-taken-back", player=n(s), card=card_name(tr, c),
                         color=color_code(col))]
        case E.HandsSwapped(seat=s, target=o):
            return [tr.t("log-hands-swapped", player=n(s), target=n(o))]
        case E.CardsTraded(seat=s, target=o, given=g, received=r):
            lines = [tr.t("log-cards-traded", player=n(s), target=n(o))]
            if viewer in (s, o) and g >= 0 and r >= 0:
                gave, got = (g, r) if viewer == s else (r, g)
                lines.append(tr.t("log-cards-traded-you", card=card_name(tr, gave),
                                  received=card_name(tr, got)))
            return lines
        case E.Reshuffled(count=k):
            return [tr.t("log-reshuffled", count=k)]
        case E.PlayerOut(seat=s, reason=why):
            return [tr.t(f"log-player-out-{why}", player=n(s))]
        case E.KnockedOut(seat=s, cards=k):
            return [tr.t("log-knocked-out", player=n(s), count=k)]
        case E.DiscardedAll(seat=s, cards=gone):
            return [tr.t("log-discarded-all", player=n(s), count=len(gone))]
        case E.Finished(seat=s, place=p):
            return [tr.t("log-finished", player=n(s), place=p)]
        case E.NextHand(seat=s, size=k):
            return [tr.t("log-next-hand", player=n(s), count=k)]
        case E.RoundEnded(winner=w, reason=why):
            ended = {"blocked": "log-round-blocked", "last_standing": "log-round-last-standing"}
            return [tr.t(ended.get(why, "log-round-won"), player=n(w))]
        case E.ScoresUpdated(points=points, totals=totals):
            return [tr.t("log-score-line", player=n(s), points=p, total=t)
                    for s, (p, t) in enumerate(zip(points, totals, strict=False))]
        case E.MatchEnded(winners=ws):
            if len(ws) == 1:
                return [tr.t("log-match-won", player=n(ws[0]))]
            return [tr.t("log-match-won-many", players=join_names(tr, [n(w) for w in ws]))]
    return []  # TurnStarted and anything new: not a log line


def rules_name(tr: Translator, rules: Rules) -> str:
    """What the rules are called in a line like "Rules: …": the preset's name, or under
    another box the box's name (the presets are classic rules)."""
    if rules.box != "classic":
        return value_name(tr, "box", rules.box)
    return preset_name(tr, rules.preset_name())


def help_sections(tr: Translator, rules: Rules, players: int | None = None) -> list[
    tuple[str, list[str]]
]:
    """The rules help for ``rules`` as (heading, paragraphs), in reading order. Only the
    paragraphs that apply are included; ``players`` (if known) drops the two-player notes.
    Under another box its own paragraphs (``help-box-<box>-…``) replace the classic ones it
    does not play, its rules get a section of their own, and the options it fixes
    (``BOX_FIXED``) are not listed as house rules."""

    def p(msg_id: str, **args: Any) -> str:
        return " ".join(tr.t(msg_id, **args).split("\n"))  # source line breaks are soft

    def v(value: str) -> str:  # help ids spell values with hyphens
        return value.replace("_", "-")

    r = rules
    box = r.box
    fixed = BOX_FIXED.get(box, {})

    def b(part: str) -> str:  # a paragraph of the box's own
        return p(f"help-box-{box}-{part}")

    deck = [p("help-deck") if box == "classic" else b("deck")]
    if r.blank_cards == "draw_ten":
        deck.append(p("help-deck-blank"))
    deck += [p("help-deal", count=r.hand_size), p(f"help-dealer-{v(r.dealer_selection)}"),
             p(f"help-start-{v(r.start_card)}") if box == "classic" else b("start")]
    if box == "all_wild":
        turn = [b("turn"), b("actions")]
    else:
        turn = [p("help-turn"), p("help-actions") if box == "classic" else b("actions")]
    if players in (None, 2) and box == "classic":  # the boxes' two-player rules: their actions
        turn.append(p("help-two-players"))
    if box == "no_mercy":
        turn.append(b("draw"))  # always until playable, then played
        if not r.allow_voluntary_draw:
            turn.append(p("help-draw-voluntary-off"))
    elif box == "all_wild" and not r.allow_voluntary_draw:
        turn.append(b("no-draw"))
    else:
        turn.append(p(f"help-draw-voluntary-{'on' if r.allow_voluntary_draw else 'off'}"))
        turn.append(p(f"help-drawn-card-{v(r.drawn_card)}"))
        if r.draw_until_playable:
            turn.append(p("help-draw-until-playable"))
    turn.append(p("help-reshuffle"))
    if box != "all_wild" or r.allow_voluntary_draw:  # All Wild: every turn is a play
        turn.append(p("help-blocked"))
    turn.append(p("help-forfeit"))
    uno = [p("help-uno", count=r.uno_penalty)]
    if r.false_uno_penalty:
        uno.append(p("help-false-uno"))
    if r.liar_limit:
        uno.append(p("help-liar-limit", count=r.liar_limit))
    house = [p(f"help-stacking-{r.stacking}")] \
        if r.stacking != "off" and "stacking" not in fixed else []
    if house and box == "all_wild":
        house.append(b("stacking"))
    for option in ("stack_mixed", "reverse_deflect", "seven_zero", "jump_in", "double_play",
                   "swap_on_five", "circle_colour"):
        if getattr(r, option) and option not in fixed:
            house.append(p(f"help-{v(option)}"))
    if r.seven_rounds:
        house.append(p("help-seven-rounds", count=r.hand_size))
    end = [p("help-round-end") if box == "classic" else b("last-card")]
    if r.play_until_last:
        end.append(p("help-play-until-last"))
    scoring = [p("help-card-values") if box == "classic" else b("values")]
    if r.zero_worth_fifty:
        scoring.append(p("help-zero-worth-fifty"))
    scoring.append(p(f"help-scoring-{v(r.scoring)}", target_score=r.target))
    sections = [
        ("goal", [p(f"help-goal-{v(r.scoring)}", target_score=r.target)]),
        ("deck", deck),
        ("turn", turn),
        ("uno", uno),
    ]
    if box == "classic":
        sections.append(("wd4", [p(f"help-wd4-{r.wd4_rule}")]))
    elif box == "no_mercy":  # the box's own rules, where the classic challenge was
        sections.append((f"box-{box}", [b("stack"), b("mercy"), b("seven-zero")]))
    sections.append(("house", house or [p("help-house-none")]))
    if r.turn_timer:
        timer = [p("help-timer", seconds=r.turn_timer), p(f"help-timeout-{v(r.timeout_action)}")]
        sections.append(("timer", timer))
    sections += [("end", end), ("scoring", scoring)]
    if r.teams:
        teams = [p("help-teams")] + ([p("help-rotate-partners")] if r.rotate_partners else [])
        sections.append(("teams", teams))
    sections.append(("controls", controls_help(tr)))
    return [(tr.t(f"help-heading-{key}"), paras) for key, paras in sections]


#: The keys of the table (the letters are printed on every keyboard; the named keys are
#: translated: key-enter, ...). Keep in line with ui/table/person_input.py and the README.
TABLE_KEYS = {"draw": "D", "uno": "U", "catch": "C", "hint": "H", "colors": "1–4", "mute": "M",
              "fullscreen": "F11"}


def controls_help(tr: Translator) -> list[str]:
    """The controls section of the rules help: the mouse, the keys, the pause."""
    keys = dict(TABLE_KEYS) | {k: tr.t(f"key-{k}") for k in ("enter", "space", "tab", "esc")}
    return [" ".join(tr.t(f"help-controls-{part}", **keys).split("\n"))
            for part in ("mouse", "keys", "shortcuts", "hint", "window")]
