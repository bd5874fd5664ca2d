"""Widgets driven by real pygame events, the way a player's mouse and keyboard would."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from uno_desktop.ui import widgets
from uno_desktop.ui.widgets import (
    Button,
    Choice,
    Label,
    Panel,
    ScrollView,
    Slider,
    Stepper,
    TextInput,
    Toggle,
    WidgetGroup,
    draw_tooltip,
)

E = pygame.event.Event


def move(pos: tuple[int, int], buttons: tuple[int, int, int] = (0, 0, 0)) -> pygame.event.Event:
    return E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)


def down(pos: tuple[int, int]) -> pygame.event.Event:
    return E(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def up(pos: tuple[int, int]) -> pygame.event.Event:
    return E(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def key(k: int, mod: int = 0, uni: str = "") -> pygame.event.Event:
    return E(pygame.KEYDOWN, key=k, mod=mod, unicode=uni, scancode=0)


def click(group: WidgetGroup, pos: tuple[int, int]) -> None:
    for ev in (move(pos), down(pos), up(pos)):
        group.handle_event(ev)


@pytest.fixture
def screen() -> pygame.Surface:
    return pygame.Surface((1280, 720))


@pytest.fixture
def sounds() -> Iterator[list[str]]:
    played: list[str] = []
    widgets.set_feedback(played.append)
    yield played
    widgets.set_feedback(None)


def test_button_click_needs_press_and_release_inside(sounds: list[str]) -> None:
    hits: list[int] = []
    b = Button("Play", lambda: hits.append(1), (100, 100, 200, 50))
    g = WidgetGroup([b])
    click(g, (150, 120))
    assert hits == [1] and sounds == ["click"]
    g.handle_event(down((150, 120)))
    assert b.pressed
    g.handle_event(up((600, 600)))  # released elsewhere: no click
    assert hits == [1] and not b.pressed


def test_disabled_button_explains_itself(screen: pygame.Surface) -> None:
    hits: list[int] = []
    b = Button("Draw", lambda: hits.append(1), (100, 100, 200, 50), enabled=False,
               disabled_reason="You have a playable card")
    g = WidgetGroup([b])
    click(g, (150, 120))
    assert hits == [] and b.tooltip_text() == "You have a playable card"
    g.update(widgets.TOOLTIP_DELAY + 0.01)
    before = screen.copy()
    g.draw(screen)
    # Something was drawn below the button: the tooltip bubble.
    area = pygame.Rect(0, 150, 1280, 120)
    assert pygame.image.tobytes(screen.subsurface(area), "RGB") != \
        pygame.image.tobytes(before.subsurface(area), "RGB")
    b.set_enabled(True)
    assert b.tooltip_text() is None
    click(g, (150, 120))
    assert hits == [1]


def test_keyboard_focus_order_skips_disabled_and_enter_activates() -> None:
    log: list[str] = []
    a = Button("A", lambda: log.append("a"), (0, 0, 100, 40))
    b = Button("B", lambda: log.append("b"), (0, 50, 100, 40), enabled=False)
    c = Button("C", lambda: log.append("c"), (0, 100, 100, 40))
    g = WidgetGroup([Label("title", (0, 0, 10, 10)), a, b, c])
    g.handle_event(key(pygame.K_TAB))
    assert g.focused is a and a.focused and g.keyboard_mode
    g.handle_event(key(pygame.K_TAB))
    assert g.focused is c
    g.handle_event(key(pygame.K_RETURN))
    g.handle_event(key(pygame.K_TAB, pygame.KMOD_SHIFT))
    g.handle_event(key(pygame.K_SPACE))
    assert log == ["c", "a"]
    g.handle_event(key(pygame.K_UP))  # wraps around
    assert g.focused is c


def test_hotkeys_work_unless_typing() -> None:
    log: list[str] = []
    draw = Button("Draw", lambda: log.append("draw"), (0, 0, 100, 40), hotkey=pygame.K_d)
    field = TextInput("", (0, 50, 200, 40))
    g = WidgetGroup([draw, field])
    g.handle_event(key(pygame.K_d, uni="d"))
    assert log == ["draw"]
    g.focus(field)
    g.handle_event(key(pygame.K_d, uni="d"))
    g.handle_event(E(pygame.TEXTINPUT, text="d"))
    assert log == ["draw"] and field.value == "d"


def test_toggle_choice_stepper(sounds: list[str]) -> None:
    changes: list[object] = []
    t = Toggle("Stacking", False, changes.append, (0, 0, 400, 40))
    ch = Choice("Level", [("easy", "Easy"), ("hard", "Hard")], "hard", changes.append,
                (0, 50, 400, 40))
    st = Stepper("Hand", 7, 5, 10, changes.append, (0, 100, 400, 40))
    g = WidgetGroup([t, ch, st])
    click(g, (50, 20))
    assert t.value is True
    g.focus(t)
    g.handle_event(key(pygame.K_SPACE))
    assert t.value is False
    g.focus(ch)
    g.handle_event(key(pygame.K_RIGHT))  # wraps to the first
    assert ch.value == "easy"
    g.handle_event(key(pygame.K_LEFT))
    assert ch.value == "hard" and g.focused is ch  # Left/Right stay inside a Choice
    ch.set_options([("easy", "Facile"), ("hard", "Difficile")])
    assert ch.value == "hard" and ch.display == "Difficile"
    g.focus(st)
    for _ in range(5):
        g.handle_event(key(pygame.K_RIGHT))
    assert st.value == 10
    minus, _plus = st._button_rects()
    click(g, minus.center)
    assert st.value == 9
    assert changes == [True, False, "easy", "hard", 8, 9, 10, 9]
    assert len(sounds) == len(changes)


def test_slider_drag_and_keys() -> None:
    values: list[float] = []
    s = Slider("Volume", 0.5, values.append, (0, 0, 600, 40), step=0.1)
    g = WidgetGroup([s])
    track = s._track()
    g.handle_event(down((track.x, track.centery)))
    assert s.value == 0.0 and s.dragging
    g.handle_event(move((track.right + 50, track.centery), (1, 0, 0)))
    assert s.value == 1.0
    g.handle_event(up((track.right, track.centery)))
    g.focus(s)
    g.handle_event(key(pygame.K_LEFT))
    assert s.value == pytest.approx(0.9)
    g.handle_event(key(pygame.K_HOME))
    assert s.value == 0.0 and s.fmt(s.value) == "0%"


def test_text_input_ime_events_and_editing() -> None:
    submitted: list[str] = []
    field = TextInput("", (0, 0, 300, 40), max_length=6, on_submit=submitted.append)
    g = WidgetGroup([field])
    click(g, (10, 10))
    assert g.focused is field
    g.handle_event(E(pygame.TEXTEDITING, text="प्", start=0, length=2))
    assert field.composition == "प्" and field.value == ""
    g.handle_event(E(pygame.TEXTINPUT, text="प्रिया"))
    assert field.value == "प्रिया" and field.composition == ""
    g.handle_event(key(pygame.K_BACKSPACE))
    assert field.value == "प्रिय"  # one code point (the vowel sign) removed
    g.handle_event(E(pygame.TEXTINPUT, text="éèêë"))
    assert field.value == "प्रियé"  # max_length is 6 characters
    g.handle_event(key(pygame.K_HOME))
    g.handle_event(key(pygame.K_DELETE))
    assert field.value == "्रियé"
    g.handle_event(key(pygame.K_RETURN))
    assert submitted == ["्रियé"]
    field.set_value("Zoë")
    assert field.cursor == 3
    click(g, (1000, 600))  # clicking elsewhere drops focus
    assert g.focused is None and not field.focused


def test_text_input_draws_hindi(screen: pygame.Surface) -> None:
    field = TextInput("अर्जुन", (10, 10, 300, 40))
    g = WidgetGroup([field])
    g.focus(field)
    g.draw(screen)
    assert screen.get_at((30, 30)) != screen.get_at((2, 2))


def _scroll_fixture() -> tuple[WidgetGroup, ScrollView, list[Button], list[str]]:
    log: list[str] = []
    view = ScrollView((100, 100, 400, 300), step=40)
    buttons = [Button(f"B{i}", lambda i=i: log.append(f"b{i}"), (0, 0, 10, 50))
               for i in range(12)]
    view.set_column(buttons, gap=10, padding=0, heights=[50] * 12)
    return WidgetGroup([view]), view, buttons, log


def test_scrollview_wheel_keys_and_clipping(screen: pygame.Surface) -> None:
    g, view, buttons, log = _scroll_fixture()
    assert view.content_height == 12 * 60 - 10 and view.max_offset == 720 - 10 - 300
    g.handle_event(move((200, 200)))
    g.handle_event(E(pygame.MOUSEWHEEL, x=0, y=-2, precise_x=0.0, precise_y=-2.0,
                     flipped=False))
    for _ in range(60):
        g.update(1 / 60)
    assert view.offset == 80
    assert buttons[0].rect.y == 100 - 80
    # A button scrolled above the view cannot be clicked through the clip.
    click(g, (150, 50))
    assert log == []
    g.focus(view)
    g.handle_event(key(pygame.K_END))
    for _ in range(60):
        g.update(1 / 60)
    assert view.offset == view.max_offset
    view.draw(screen)


def test_scrollview_drag_scrolls_without_clicking() -> None:
    g, view, buttons, log = _scroll_fixture()
    start = buttons[1].rect.center
    g.handle_event(down(start))
    assert buttons[1].pressed
    g.handle_event(move((start[0], start[1] - 100), (1, 0, 0)))
    assert view.dragging and not buttons[1].pressed and view.offset == 100
    g.handle_event(up((start[0], start[1] - 100)))
    assert log == []
    click(g, buttons[3].rect.center)  # a plain click still reaches the child
    assert log == ["b3"]


def test_focusing_a_child_scrolls_it_into_view() -> None:
    g, view, buttons, _log = _scroll_fixture()
    g.focus(buttons[10])
    for _ in range(60):
        g.update(1 / 60)
    assert view.rect.contains(buttons[10].rect)


def test_layout_from_rect_and_label_fit(screen: pygame.Surface) -> None:
    lab = Label("A title that is far too long for its little box", size=48)
    lab.layout((50, 50, 120, 30))
    assert lab.rect == pygame.Rect(50, 50, 120, 30)
    canvas = pygame.Surface((400, 200), pygame.SRCALPHA)
    lab.draw(canvas)
    ink = canvas.get_bounding_rect(min_alpha=1)
    assert ink.w > 0 and pygame.Rect(50, 50, 120, 30).contains(ink)
    para = Label("word " * 40, size=18, fit=False)
    assert para.preferred_height(200) > para.preferred_height(800)
    Panel((10, 10, 300, 200), title="Rules").draw(screen)


def test_every_widget_draws_in_every_state(screen: pygame.Surface) -> None:
    ws = [
        Button("Normal", None, (0, 0, 160, 48)),
        Button("Primary", None, (0, 60, 160, 48), style="primary"),
        Button("Ghost", None, (0, 120, 160, 48), style="ghost"),
        Button("Danger", None, (0, 180, 160, 48), style="danger", enabled=False),
        Toggle("T", True, None, (200, 0, 300, 44)),
        Choice("C", [(1, "one")], 1, None, (200, 50, 300, 44), enabled=False),
        Stepper("S", 5, 5, 5, None, (200, 100, 300, 44)),
        Slider("V", 0.3, None, (200, 150, 300, 44)),
        TextInput("", (200, 200, 300, 44), placeholder="Name"),
    ]
    g = WidgetGroup(ws)
    g.keyboard_mode = True
    for w in ws:
        g.focus(w if w.can_focus() else None)
        g.handle_event(move(w.rect.center))
        g.update(0.016)
        g.draw(screen)


def test_tooltip_stays_on_screen(screen: pygame.Surface) -> None:
    box = draw_tooltip(screen, "a long tooltip " * 10, (1270, 710))
    assert screen.get_rect().contains(box)


def test_text_input_editing_keys() -> None:
    changes: list[str] = []
    field = TextInput("Player 1", (0, 0, 300, 40), max_length=12, on_change=changes.append)
    g = WidgetGroup([field])
    g.focus(field)
    ctrl, shift = pygame.KMOD_CTRL, pygame.KMOD_SHIFT
    g.handle_event(key(pygame.K_a, ctrl, "\x01"))  # Ctrl+A selects all; typing replaces it
    g.handle_event(E(pygame.TEXTINPUT, text="Mira Devi"))
    assert field.value == "Mira Devi"
    g.handle_event(key(pygame.K_BACKSPACE, ctrl))  # Ctrl+Backspace: one word, not everything
    assert field.value == "Mira "
    g.handle_event(key(pygame.K_HOME))
    g.handle_event(key(pygame.K_RIGHT, ctrl))
    assert field.cursor == 4
    g.handle_event(key(pygame.K_HOME, shift))  # Shift+Home selects back to the start
    g.handle_event(key(pygame.K_DELETE))
    assert field.value == " "
    g.handle_event(key(pygame.K_END))
    g.handle_event(E(pygame.TEXTINPUT, text="Ravi"))
    assert field.value == " Ravi" and changes[-1] == " Ravi"
    assert g.focused is field  # none of these keys moved the focus away
