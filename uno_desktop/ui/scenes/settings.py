"""Settings: the app's own settings and every option of the rules, grouped, each explained.

Pages (left): "General" (animation speed, computer players' pace, sound, volume, colour-blind
aid, playable cards, full screen, language), then one page per group of ``rules.GROUPS``. A rules
page starts with the presets (official, chat classic, house party, custom) and lists its options,
each with its one-line explanation and a control. A value that cannot go with the other options
is refused: the control skips it (or is disabled) and the reason is shown under the option. The
rules are only ever saved as a ``Rules`` that was built, so an invalid set is never saved.

``SettingsScene(locked_rules=rules)`` is the read-only mode for a match in progress: the rules
are shown, and cannot change; the app settings still can.
"""

from __future__ import annotations

import logging
from functools import partial
from typing import Any

import pygame

from uno_desktop import i18n
from uno_desktop.app_settings import (
    ANIMATION_SPEEDS,
    BOT_PACE_MAX,
    BOT_PACE_MIN,
    REACTION_TIMES,
)
from uno_desktop.engine.errors import RulesError
from uno_desktop.engine.rules import CHOICES, GROUPS, OPTION_IDS, PRESETS, RANGES, Rules
from uno_desktop.ui import routes, text, theme
from uno_desktop.ui.bootstrap import save_settings, set_fullscreen, settings_of, tr, update_settings
from uno_desktop.ui.scene import Scene
from uno_desktop.ui.scenes.box_switch import switch_box
from uno_desktop.ui.scenes.common import (
    BareChoice,
    BareSlider,
    BareStepper,
    BareToggle,
    draw_background,
    draw_panel,
    full_panel,
    label,
    paragraph,
    wrap_height,
)
from uno_desktop.ui.scenes.option_deps import DEPENDENCIES, inactive_reason
from uno_desktop.ui.widgets import Button, Choice, ScrollView, Widget, WidgetGroup

log = logging.getLogger(__name__)

APP_PAGE = routes.SETTINGS_APP_PAGE
PAGES: tuple[str, ...] = (APP_PAGE, *GROUPS)
PRESET_ORDER: tuple[str, ...] = (*PRESETS, "custom")
#: Step of the numeric options (others step by 1).
STEPS = {"target": 50}
SAVE_DELAY = 0.4  # s after the last slider move before the settings file is written
REASON_COLOR = (255, 196, 92)


# --- The rules' logic, without pygame (tests use it directly) ------------------------------------


def try_change(rules: Rules, option: str, value: Any) -> tuple[Rules | None, str | None]:
    """``rules`` with ``option`` set to ``value``, or ``(None, code)`` of the refusal. Another
    box brings its own rules, keeping the player's changes it allows (``switch_box``)."""
    try:
        if option == "box":
            return switch_box(rules, value), None
        return rules.with_changes(**{option: value}), None
    except RulesError as exc:
        return None, exc.code


def candidate_values(rules: Rules, option: str) -> list[Any]:
    """The values a control offers from the current state: both for a switch, all choices, the
    neighbours for a number."""
    current = getattr(rules, option)
    if option in CHOICES:
        return list(CHOICES[option])
    if option in RANGES:
        low, high = RANGES[option]
        step = STEPS.get(option, 1)
        return [v for v in (current - step, current + step) if low <= v <= high]
    return [False, True]


def refused(rules: Rules, option: str) -> dict[Any, str]:
    """Each value of ``option`` (other than the current one) that the other options refuse,
    with the refusal's code (``conflict_<option>``)."""
    current = getattr(rules, option)
    out = {}
    for value in candidate_values(rules, option):
        if value == current:
            continue
        changed, code = try_change(rules, option, value)
        if changed is None:
            out[value] = code or "bad_value"
    return out


def reason_text(t: i18n.Translator, code: str) -> str:
    if code.startswith("conflict_"):
        return i18n.conflict_text(t, code[len("conflict_"):])
    return i18n.error_text(t, code)


def group_of(option: str) -> str:
    for group, options in GROUPS.items():
        if option in options:
            return group
    raise KeyError(option)


# --- Widgets --------------------------------------------------------------------------------------


class RowText(Widget):
    """An option's name, its explanation and (when some value is refused) why, wrapped."""

    def __init__(self, name: str, help_: str, reason: str | None = None,
                 enabled: bool = True) -> None:
        super().__init__()
        self.name = name
        self.help = help_
        self.reason = reason
        self.enabled = enabled
        self.sizes = (20, 16)
        self.gap = 2

    def preferred_height(self, width: int) -> int:
        name_size, help_size = self.sizes
        h = wrap_height(self.name, width, name_size, True)
        if self.help:
            h += self.gap + wrap_height(self.help, width, help_size)
        if self.reason:
            h += self.gap + wrap_height(self.reason, width, help_size)
        return h

    def draw(self, surface: pygame.Surface) -> None:
        name_size, help_size = self.sizes
        clip = surface.get_clip()
        x, y, w = self.rect.x, self.rect.y, self.rect.w
        # A greyed option's name is dimmed like its explanation, so the row reads as not
        # changeable at a glance; the reason under it (in colour) says why.
        color = theme.TEXT if self.enabled else theme.TEXT_DIM
        y += paragraph(surface, self.name, x, y, w, name_size, color, True, clip=clip)
        if self.help:
            y += self.gap + paragraph(surface, self.help, x, y + self.gap, w, help_size,
                                      theme.TEXT_DIM, clip=clip)
        if self.reason:
            paragraph(surface, self.reason, x, y + self.gap, w, help_size, REASON_COLOR,
                      clip=clip)


class Row:
    """One line of a page: its text and its control (``option`` for a rule option)."""

    def __init__(self, key: str, text: RowText, control: Widget) -> None:
        self.key = key
        self.text = text
        self.control = control


# --- The scene ----------------------------------------------------------------------------------


class SettingsScene(Scene):
    """``page``: the page to open (``"app"`` or a key of ``rules.GROUPS``); ``locked_rules``:
    the rules of a match in progress, shown read-only."""

    def __init__(self, page: str | None = None, locked_rules: Rules | None = None) -> None:
        super().__init__()
        self.locked_rules = locked_rules
        first_rules_page = next(iter(GROUPS))
        default = first_rules_page if locked_rules is not None else APP_PAGE
        self.page = page if page in PAGES else default
        self.ui = WidgetGroup()
        self.m = theme.metrics((1280, 720))
        self.rows: list[Row] = []
        self.tabs: dict[str, Button] = {}
        self.presets: dict[str, Button] = {}
        self.scroll = ScrollView()
        self.custom_rules: Rules | None = None
        self._dirty = 0.0  # seconds until a pending save, 0 = nothing pending
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.sidebar = pygame.Rect(0, 0, 0, 0)
        self.content = pygame.Rect(0, 0, 0, 0)
        self.page_title_rect = pygame.Rect(0, 0, 0, 0)
        self.strip = pygame.Rect(0, 0, 0, 0)
        self.preset_label_rect = pygame.Rect(0, 0, 0, 0)
        self.preset_help_rect = pygame.Rect(0, 0, 0, 0)
        self.rules_heading_rect = pygame.Rect(0, 0, 0, 0)

    # --- State ---------------------------------------------------------------------------------
    @property
    def locked(self) -> bool:
        return self.locked_rules is not None

    @property
    def rules(self) -> Rules:
        if self.locked_rules is not None:
            return self.locked_rules
        return settings_of(self.app).rules()

    def t(self, msg_id: str, **args: Any) -> str:
        return tr(self.app).t(msg_id, **args)

    def set_rule(self, option: str, value: Any) -> bool:
        """Change one option; refused (False) when locked or when the others do not allow it.
        Saved at once."""
        if self.locked:
            return False
        new, code = try_change(self.rules, option, value)
        if new is None:
            log.info("refused %s=%r: %s", option, value, code)
            self._refresh()
            return False
        self._save_rules(new)
        return True

    def set_preset(self, name: str) -> None:
        """A preset is a set of classic rules: choosing one plays the classic box again (the
        strip says so under another box); "Custom" brings back the player's last own mix,
        a box's rules included."""
        if self.locked:
            return
        if name == "custom":
            if self.custom_rules is not None:
                self._save_rules(self.custom_rules)
            return
        if self.rules.preset_name() == "custom":
            self.custom_rules = self.rules  # "Custom" brings the player's own mix back
        self._save_rules(Rules.preset(name))

    def _save_rules(self, rules: Rules) -> None:
        assert self.app is not None
        if rules.preset_name() == "custom":
            self.custom_rules = rules
        update_settings(self.app, last_rules=rules.to_dict())
        self._refresh()

    def set_app(self, key: str, value: Any, save_now: bool = True) -> None:
        assert self.app is not None
        if key == "fullscreen":
            set_fullscreen(self.app, bool(value))
            return
        update_settings(self.app, save=save_now, **{key: value})
        if not save_now:
            self._dirty = SAVE_DELAY
        if any(d.on == key for d in DEPENDENCIES):
            self._refresh()  # an option that depends on this one may matter now

    # --- Building ------------------------------------------------------------------------------
    def on_enter(self) -> None:
        self._build()

    def on_resume(self) -> None:
        self._build()  # the language may have changed

    def on_exit(self) -> None:
        if self._dirty and self.app is not None:
            save_settings(self.app)
            self._dirty = 0.0

    def _build(self) -> None:
        t = self.t
        self.tabs = {}
        for page in PAGES:
            name = t("settings-page-app") if page == APP_PAGE else i18n.group_name(
                tr(self.app), page)
            self.tabs[page] = Button(name, partial(self.show_page, page), style="ghost")
        self.presets = {}
        for preset in PRESET_ORDER:
            b = Button(i18n.preset_name(tr(self.app), preset),
                       partial(self.set_preset, preset), style="normal",
                       tooltip=i18n.preset_help(tr(self.app), preset))
            self.presets[preset] = b
        self.help_button = Button(t("rules-help"), self.open_help, style="normal")
        self.back_button = Button(t("common-back"), self.back, style="primary")
        self.scroll = ScrollView()
        self._build_rows()
        self.ui = WidgetGroup([*self.tabs.values(), *self.presets.values(), self.scroll,
                               self.help_button, self.back_button])
        self._refresh(layout=False)
        self.on_resize(self.size)

    def _build_rows(self) -> None:
        self.rows = []
        if self.page == APP_PAGE:
            self._build_app_rows()
        else:
            for option in GROUPS[self.page]:
                self.rows.append(self._rule_row(option))

    def _rule_row(self, option: str) -> Row:
        t = tr(self.app)
        rules = self.rules
        value = getattr(rules, option)
        text = RowText(i18n.option_name(t, option), i18n.option_help(t, option))
        control: Widget

        def allowed(v: Any, option: str = option) -> bool:
            return not self.locked and try_change(self.rules, option, v)[0] is not None

        def change(v: Any, option: str = option) -> None:
            self.set_rule(option, v)

        if isinstance(value, bool):
            control = BareToggle("", value, change)
        elif option in CHOICES:
            control = BareChoice("", [(v, i18n.value_name(t, option, v))
                                      for v in CHOICES[option]], value, change, allowed=allowed)
        else:
            low, high = RANGES[option]
            control = BareStepper("", value, low, high, change, step=STEPS.get(option, 1),
                                  fmt=lambda v, option=option: i18n.value_name(t, option, v),
                                  allowed=allowed)
        return Row(option, text, control)

    def _build_app_rows(self) -> None:
        t = self.t
        s = settings_of(self.app)

        def row(key: str, name: str, help_id: str, control: Widget) -> None:
            self.rows.append(Row(key, RowText(t(name), t(help_id)), control))

        speeds = [(v, t(f"settings-speed-{v}")) for v in ANIMATION_SPEEDS]
        row("animation_speed", "settings-animation", "settings-animation-help",
            BareChoice("", speeds, s.animation_speed,
                       lambda v: self.set_app("animation_speed", v), wrap=False))
        row("bot_pace", "settings-bot-pace", "settings-bot-pace-help",
            BareSlider("", s.bot_pace, lambda v: self.set_app("bot_pace", v, save_now=False),
                       minimum=BOT_PACE_MIN, maximum=BOT_PACE_MAX, step=0.1,
                       fmt=lambda v: t("settings-seconds", n=round(v, 1))))
        reactions = [(v, t(f"settings-reaction-{v}")) for v in REACTION_TIMES]
        row("reaction_time", "settings-reaction", "settings-reaction-help",
            BareChoice("", reactions, s.reaction_time,
                       lambda v: self.set_app("reaction_time", v), wrap=False))
        row("sound", "settings-sound", "settings-sound-help",
            BareToggle("", s.sound, lambda v: self.set_app("sound", v)))
        row("volume", "settings-volume", "settings-volume-help",
            BareSlider("", s.volume, lambda v: self.set_app("volume", v, save_now=False),
                       minimum=0.0, maximum=1.0, step=0.05))
        row("colorblind", "settings-colorblind", "settings-colorblind-help",
            BareToggle("", s.colorblind, lambda v: self.set_app("colorblind", v)))
        row("large_text", "settings-large-text", "settings-large-text-help",
            BareToggle("", s.large_text, lambda v: self.set_app("large_text", v)))
        row("show_playable", "settings-show-playable", "settings-show-playable-help",
            BareToggle("", s.show_playable, lambda v: self.set_app("show_playable", v)))
        row("house_rule_notes", "settings-house-notes", "settings-house-notes-help",
            BareToggle("", s.house_rule_notes, lambda v: self.set_app("house_rule_notes", v)))
        row("fullscreen", "settings-fullscreen", "settings-fullscreen-help",
            BareToggle("", bool(self.app and self.app.fullscreen),
                       lambda v: self.set_app("fullscreen", v)))
        lang = i18n.LANGUAGE_NAMES.get(tr(self.app).locale, "English")
        row("language", "settings-language", "settings-language-help",
            Button(lang, self.open_language, style="normal"))

    def _refresh(self, layout: bool = True) -> None:
        """Bring every control and explanation in line with the current rules."""
        rules = self.rules
        t = tr(self.app)
        for row in self.rows:
            option = row.key if row.key in OPTION_IDS else None
            if option is None:
                self._refresh_app_row(row)
                continue
            value = getattr(rules, option)
            control = row.control
            if isinstance(control, BareToggle):
                control.value = value
            elif isinstance(control, BareChoice):
                control.index = next(i for i, (v, _) in enumerate(control.options) if v == value)
            elif isinstance(control, BareStepper):
                control.value = value
            inactive = inactive_reason(option, rules)
            if self.locked:
                control.enabled = False
                control.tooltip = t.t("settings-rules-locked")
                row.text.reason = None
            elif inactive is not None:  # fixed by the box, or does not matter yet: greyed
                control.enabled = False
                row.text.reason = t.t(inactive)
            else:
                blocked = refused(rules, option)
                others = [v for v in candidate_values(rules, option) if v != value]
                control.enabled = any(v not in blocked for v in others)
                reasons = list(dict.fromkeys(reason_text(t, c) for c in blocked.values()))
                row.text.reason = " ".join(reasons) or None
            row.text.enabled = control.enabled or self.locked
        current = rules.preset_name()
        for name, b in self.presets.items():
            b.style = "primary" if name == current else "normal"
            b.set_enabled(not self.locked and (name != "custom" or current == "custom"
                                               or self.custom_rules is not None),
                          t.t("settings-rules-locked") if self.locked else
                          i18n.preset_help(t, name))
            if name == current:
                b.enabled = True  # the current preset always reads clearly, even locked
        for name, b in self.tabs.items():
            b.style = "primary" if name == self.page else "ghost"
        if layout:
            self._layout_rows()

    def _refresh_app_row(self, row: Row) -> None:
        """An app setting that does not matter yet (volume without sound) is greyed, with why."""
        inactive = inactive_reason(row.key, settings_of(self.app))
        row.control.enabled = inactive is None
        row.text.enabled = inactive is None
        row.text.reason = None if inactive is None else self.t(inactive)

    def show_page(self, page: str) -> None:
        if page == self.page:
            return
        self.page = page
        focused = self.ui.focused
        keyboard = self.ui.keyboard_mode
        self._build()
        self.ui.keyboard_mode = keyboard
        if focused is not None:
            self.ui.focus(self.tabs[page])

    def open_help(self) -> None:
        assert self.app is not None
        self.app.router.push(routes.RULES_HELP, self.rules, None)

    def open_language(self) -> None:
        assert self.app is not None
        self.app.router.push(routes.LANGUAGE, None)

    def back(self) -> None:
        assert self.app is not None
        self.app.pop()

    # --- Layout --------------------------------------------------------------------------------
    def on_resize(self, size: tuple[int, int]) -> None:
        m, self.panel, inner, title_h = full_panel(size)
        self.m = m
        self.ui.scale = m.scale
        pad = m.pad
        bw = min(round(230 * m.scale), inner.w // 5)
        self.back_button.layout(pygame.Rect(inner.right - bw, inner.y + (title_h - m.button_h)
                                            // 2, bw, m.button_h))
        self.help_button.layout(self.back_button.rect.move(-(bw + pad), 0))
        self.help_button.visible = self.page != APP_PAGE
        self.title_rect = pygame.Rect(inner.x, inner.y, self.help_button.rect.x - pad - inner.x,
                                      title_h)
        # Sidebar: "General", then the rules' groups under a small heading.
        side_w = max(round(190 * m.scale), min(round(inner.w * 0.24), round(290 * m.scale)))
        top = inner.y + title_h + pad
        self.sidebar = pygame.Rect(inner.x, top, side_w, inner.bottom - top)
        n = len(PAGES)
        heading_h = round(m.font_small * 1.8)
        tab_gap = max(2, m.gap // 2)
        tab_h = min(round(m.button_h * 0.9),
                    (self.sidebar.h - heading_h - m.gap - (n - 1) * tab_gap) // n)
        y = self.sidebar.y
        for page in PAGES:
            if page == next(iter(GROUPS)):
                self.rules_heading_rect = pygame.Rect(self.sidebar.x, y + m.gap // 2, side_w,
                                                      heading_h)
                y += heading_h + m.gap
            self.tabs[page].layout(pygame.Rect(self.sidebar.x, y, side_w, tab_h))
            y += tab_h + tab_gap
        # Content.
        cx = self.sidebar.right + 2 * pad
        self.content = pygame.Rect(cx, top, inner.right - cx, inner.bottom - top)
        page_title_h = round(m.font_large * 1.5)
        self.page_title_rect = pygame.Rect(self.content.x, self.content.y, self.content.w,
                                           page_title_h)
        y = self.page_title_rect.bottom + m.gap
        rules_page = self.page != APP_PAGE
        for b in self.presets.values():
            b.visible = rules_page
        if rules_page:
            bx, y = self._layout_presets(y)
            help_h = 2 * text.get().line_height(m.font_small) + 2
            self.preset_help_rect = pygame.Rect(bx, y, self.content.right - bx, help_h)
            y += help_h + m.gap
            self.strip = pygame.Rect(self.content.x, self.preset_label_rect.y, self.content.w,
                                     y - self.preset_label_rect.y)
        self.scroll.layout(pygame.Rect(self.content.x, y, self.content.w,
                                       self.content.bottom - y))
        self._layout_rows()

    def _layout_presets(self, y: int) -> tuple[int, int]:
        """The preset buttons from ``y``, each as wide as its name needs: on one line after
        the "Preset" label when they fit, else the label above and the buttons in as many
        rows as they need (large text, a narrow window). Returns (x of the buttons' left
        edge, y below them)."""
        m = self.m
        c = self.content
        bh = round(m.button_h * 0.85)
        t = tr(self.app).t("rules-preset")
        label_w = text.get().width(t, m.font_body) + m.gap
        buttons = list(self.presets.values())
        needs = [b.width_for(bh) for b in buttons]
        if label_w + m.gap + sum(needs) + (len(needs) - 1) * m.gap <= c.w:
            self.preset_label_rect = pygame.Rect(c.x, y, label_w, bh)
            rows = [list(zip(buttons, needs, strict=True))]
            left = c.x + label_w + m.gap
        else:
            label_h = text.get().line_height(m.font_body) + 2
            self.preset_label_rect = pygame.Rect(c.x, y, c.w, label_h)
            y += label_h
            left = c.x
            pairs = list(zip(buttons, needs, strict=True))
            for per in range(len(pairs), 0, -1):  # as few, even rows as fit (2 + 2, not 3 + 1)
                rows = [pairs[i:i + per] for i in range(0, len(pairs), per)]
                if all(sum(n for _, n in r) + (len(r) - 1) * m.gap <= c.w for r in rows):
                    break
        for row in rows:  # the room left on a line is shared out evenly
            spare = (c.right - left - sum(n for _, n in row) - (len(row) - 1) * m.gap) \
                // len(row)
            x = left
            for b, need in row:
                b.layout(pygame.Rect(x, y, need + spare, bh))
                x += need + spare + m.gap
            y += bh + m.gap
        return left, y

    def _layout_rows(self) -> None:
        m = self.m
        view = self.scroll.rect
        bar = self.scroll.bar_width + m.gap
        # Wide enough for the longest choice's name ("Le gagnant marque les points"), up to half.
        ctrl_w = max([round((view.w - bar) * 0.36)]
                     + [row.control.width_for(m.row_h) for row in self.rows
                        if isinstance(row.control, Choice)])
        ctrl_w = min(ctrl_w, round((view.w - bar) * 0.5))
        text_w = view.w - bar - ctrl_w - 2 * m.pad
        ctrl_h = m.row_h
        items: list[tuple[Widget, pygame.Rect]] = []
        y = m.gap
        for row in self.rows:
            row.text.sizes = (m.font_body, m.font_small)
            row.text.gap = max(2, m.gap // 3)
            th = row.text.preferred_height(text_w)
            h = max(th, ctrl_h)
            items.append((row.text, pygame.Rect(m.gap, y + (h - th) // 2 if th < h else y,
                                                text_w, th)))
            cy = y + (min(h, ctrl_h * 2) - ctrl_h) // 2 if th > ctrl_h else y + (h - ctrl_h) // 2
            items.append((row.control, pygame.Rect(view.w - bar - ctrl_w, cy, ctrl_w, ctrl_h)))
            y += h + m.pad + m.gap
        self.scroll.set_content(items, y)
        self.scroll.layout(view)

    # --- Frame ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool | None:
        if self.ui.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.back()
                return True
            if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self.scroll.scroll_by(self.scroll.rect.h * 0.9 *
                                      (1 if event.key == pygame.K_PAGEDOWN else -1))
                return True
        return None

    def needs_frames(self) -> bool:
        return bool(self._dirty) or self.ui.animating()  # the slider's save is a timer

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        if self._dirty:
            self._dirty = max(0.0, self._dirty - dt)
            if not self._dirty and self.app is not None:
                save_settings(self.app)

    def draw(self, surface: pygame.Surface) -> None:
        m = self.m
        t = tr(self.app)
        draw_background(surface)
        draw_panel(surface, self.panel, m)
        label(surface, t.t("settings-title"), self.title_rect, theme.TEXT, size=m.font_title,
              min_size=m.font_large, bold=True, align="left", shadow=theme.TEXT_SHADOW)
        label(surface, t.t("settings-rules"), self.rules_heading_rect, theme.ACCENT,
              size=m.font_small, min_size=m.font_small, bold=True, align="left")
        pygame.draw.line(surface, theme.PANEL_BORDER, (self.sidebar.right + m.pad,
                                                       self.sidebar.y),
                         (self.sidebar.right + m.pad, self.sidebar.bottom), 1)
        page = t.t("settings-page-app") if self.page == APP_PAGE else \
            i18n.group_name(t, self.page)
        label(surface, page, self.page_title_rect, theme.TEXT, size=m.font_large,
              min_size=m.font_body, bold=True, align="left")
        if self.page != APP_PAGE:
            self._draw_strip(surface, t)
        self.ui.draw(surface)

    def _draw_strip(self, surface: pygame.Surface, t: i18n.Translator) -> None:
        m = self.m
        label(surface, t.t("rules-preset"), self.preset_label_rect, theme.TEXT_DIM,
              size=m.font_body, min_size=m.font_small, align="left")
        current = self.rules.preset_name()
        if self.locked:
            box = self.preset_help_rect
            pygame.draw.rect(surface, (70, 40, 10), box, border_radius=m.radius)
            label(surface, t.t("settings-rules-locked"), box.inflate(-2 * m.gap, -4),
                  theme.ACCENT, size=m.font_body, min_size=m.font_small,
                  bold=True)
        else:
            # Under another box no preset is current: say what choosing one does.
            helped = i18n.preset_help(t, current) if self.rules.box == "classic" \
                else t.t("settings-box-presets")
            label(surface, helped, self.preset_help_rect, theme.TEXT_DIM,
                  size=m.font_small, min_size=m.font_small, align="left",
                  valign="top")


def rule_controls(scene: SettingsScene) -> dict[str, Widget]:
    """The control of every rule option on the scene's current page (for tests and tools)."""
    return {row.key: row.control for row in scene.rows if row.key in OPTION_IDS}


def all_option_ids() -> tuple[str, ...]:
    return OPTION_IDS

