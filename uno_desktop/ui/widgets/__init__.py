"""Widgets for menus and settings, and the focus helper that makes them keyboard-friendly.

Every widget is laid out from a ``pygame.Rect`` (``widget.layout(rect)``), so a scene recomputes
its layout in ``on_resize`` and the widgets follow; font sizes default to a share of the rect's
height. All text goes through :mod:`uno_desktop.ui.text`.

A scene keeps its widgets in a :class:`WidgetGroup`, which routes events, moves keyboard focus
(Tab / Shift+Tab / arrows; Enter or Space activates), draws the focus ring when the keyboard is
in use, and shows tooltips (for a disabled button: why it is disabled)::

    self.ui = WidgetGroup([
        Button(tr("menu-play"), self.start, style="primary"),
        Toggle(tr("opt-stacking"), settings.stacking, self.set_stacking),
    ])
    # on_resize: self.ui.widgets[0].layout(rect) ...
    # handle_event: if self.ui.handle_event(event): return True
    # update: self.ui.update(dt); draw: self.ui.draw(surface)

One module per family: :mod:`.base` (Widget, feedback), :mod:`.drawing`, :mod:`.static` (Label,
Panel), :mod:`.button`, :mod:`.value_rows` (Toggle, Choice, Stepper, Slider),
:mod:`.text_input`, :mod:`.scroll_view`, :mod:`.focus_group` (WidgetGroup). Import from here.
"""

from uno_desktop.ui.widgets.base import ACTIVATE_KEYS, RectLike, Widget, set_feedback
from uno_desktop.ui.widgets.button import Button, ButtonStyle
from uno_desktop.ui.widgets.drawing import (
    draw_chevron,
    draw_focus_ring,
    draw_round_rect,
    draw_tooltip,
)
from uno_desktop.ui.widgets.focus_group import TOOLTIP_DELAY, WidgetGroup
from uno_desktop.ui.widgets.scroll_view import DRAG_THRESHOLD, ScrollView
from uno_desktop.ui.widgets.static import Label, Panel
from uno_desktop.ui.widgets.text_input import TextInput
from uno_desktop.ui.widgets.value_rows import Choice, Slider, Stepper, Toggle

__all__ = [
    "ACTIVATE_KEYS",
    "DRAG_THRESHOLD",
    "TOOLTIP_DELAY",
    "Button",
    "ButtonStyle",
    "Choice",
    "Label",
    "Panel",
    "RectLike",
    "ScrollView",
    "Slider",
    "Stepper",
    "TextInput",
    "Toggle",
    "Widget",
    "WidgetGroup",
    "draw_chevron",
    "draw_focus_ring",
    "draw_round_rect",
    "draw_tooltip",
    "set_feedback",
]
