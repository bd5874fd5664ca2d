"""Colours, spacing and type sizes of the whole UI.

One place to tune the look. Sizes are derived from the window height (the scarce dimension on
laptops), so every scene can recompute its layout on resize by calling :func:`metrics`.
"""

from __future__ import annotations

from dataclasses import dataclass

from uno_desktop.card_faces import palette

Color = tuple[int, int, int]
ColorA = tuple[int, int, int, int]

# --- The table -------------------------------------------------------------------------------
FELT = (20, 96, 62)  # a deep casino green: the cards' saturated colours pop on it
FELT_LIGHT = (34, 124, 82)  # centre of the radial light on the table
FELT_DARK = (10, 60, 40)  # vignette at the edges
FELT_LINE = (222, 196, 120)  # thin gold line around the play area

# --- Card colours: the cards' own (card_faces/palette.py), for whatever the UI paints with them
CARD_RGB = palette.CARD_RGB
CARD_RGB_DARK = palette.CARD_RGB_DARK
CARD_WHITE = palette.CARD_WHITE
CARD_INK = palette.CARD_INK

# --- Text and chrome ---------------------------------------------------------------------------
WHITE = (255, 255, 255)
TEXT = (242, 244, 240)
TEXT_DIM = (178, 196, 186)
TEXT_DARK = (24, 28, 26)
TEXT_SHADOW = (0, 0, 0)
ACCENT = (255, 204, 64)  # focus rings, highlights, "your turn"
GLOW = palette.GLOW  # playable-card glow
DANGER = (200, 44, 40)  # a fill: danger buttons and badges carry white text on it
DANGER_TEXT = (255, 110, 100)  # red words on a dark panel (a bluff's verdict, a lost phone)
SUCCESS = (86, 196, 110)

PANEL: ColorA = (12, 34, 26, 215)
#: The panels of screens over the table (pause, results, the challenge reveal): opaque, so what
#: the dimmed table shows behind them (a shout, a card) never shows through the text.
PANEL_SOLID: ColorA = (*PANEL[:3], 255)
PANEL_BORDER = (76, 132, 104)
OVERLAY: ColorA = (0, 0, 0, 150)  # dims the scene under a dialog

BUTTON = (245, 245, 240)
BUTTON_HOVER = (255, 255, 255)
BUTTON_PRESSED = (214, 214, 206)
BUTTON_TEXT = (26, 32, 28)
BUTTON_PRIMARY = (222, 38, 38)  # UNO red for the main call to action
BUTTON_PRIMARY_HOVER = (240, 62, 56)
BUTTON_PRIMARY_PRESSED = (170, 24, 28)
BUTTON_DISABLED = (104, 120, 112)
BUTTON_DISABLED_TEXT = (222, 228, 225)

TOOLTIP_BG: ColorA = (20, 20, 24, 235)
TOOLTIP_TEXT = (246, 246, 240)

#: Behind the status line under the table: the felt's light varies, the words must not.
STATUS_BACK: ColorA = (8, 24, 18, 200)

TRACK = (40, 70, 56)  # slider / toggle track
TRACK_ON = (80, 190, 110)
KNOB = (250, 250, 246)

# The window never gets smaller than this (the App enforces it).
MIN_WINDOW = (960, 600)
DESIGN_HEIGHT = 720  # sizes below are for this height and scale linearly
#: No text is drawn smaller than this (pixels of font size), at any window size: below it a
#: grandparent cannot read a seat's name from the sofa.
MIN_TEXT = 14
#: The "large text" setting: every type size, and the rows and buttons that hold text, grow by
#: this factor.
LARGE_TEXT = 1.3
_text_scale = 1.0


def set_text_scale(scale: float) -> None:
    """Type sizes from now on are ``scale`` times the design's (1.0 or :data:`LARGE_TEXT`). A
    display preference like the locale: the settings apply it, every layout reads it through
    :func:`metrics`, so a scene laid out again shows it."""
    global _text_scale
    _text_scale = max(1.0, float(scale))


def text_scale() -> float:
    return _text_scale


@dataclass(frozen=True, slots=True)
class Metrics:
    """Sizes in pixels for one window size. Build with :func:`metrics`."""

    scale: float
    pad: int  # space between widgets
    gap: int  # small space inside a widget
    radius: int  # corner radius of panels and buttons
    border: int  # line width of outlines
    font_small: int
    font_body: int
    font_large: int
    font_title: int
    font_huge: int
    button_h: int
    row_h: int  # one settings row (toggle, choice, stepper)
    card_w: int  # a card in the player's hand
    card_w_small: int  # a card in an opponent's fan / the log


def metrics(size: tuple[int, int]) -> Metrics:
    """Metrics for a window of ``size``; linear in the height, with the width as a brake so a
    very wide-but-short or tall-but-narrow window still fits its content. Type sizes (and the
    rows and buttons around them) follow the text scale and never go under :data:`MIN_TEXT`."""
    w, h = size
    s = max(0.6, min(h / DESIGN_HEIGHT, w / (DESIGN_HEIGHT * 16 / 10)))
    k = _text_scale

    def px(v: float) -> int:
        return max(1, round(v * s))

    def type_px(v: float) -> int:
        return max(MIN_TEXT, round(v * s * k))

    return Metrics(
        scale=s,
        pad=px(16),
        gap=px(8),
        radius=px(12),
        border=px(2),
        font_small=type_px(16),
        font_body=type_px(21),
        font_large=type_px(28),
        font_title=type_px(44),
        font_huge=type_px(72),
        button_h=max(px(48 * k), round(type_px(21) * 2.2)),
        row_h=max(px(44 * k), round(type_px(21) * 2.0)),
        card_w=px(92),
        card_w_small=px(46),
    )


def lighten(c: tuple[int, ...], amount: float) -> Color:
    """Mix towards white by ``amount`` (0..1)."""
    r, g, b = c[:3]
    return (
        round(r + (255 - r) * amount),
        round(g + (255 - g) * amount),
        round(b + (255 - b) * amount),
    )


def darken(c: tuple[int, ...], amount: float) -> Color:
    """Mix towards black by ``amount`` (0..1)."""
    r, g, b = c[:3]
    k = 1.0 - amount
    return (round(r * k), round(g * k), round(b * k))


# --- Contrast ----------------------------------------------------------------------------------
def over(fg: tuple[int, ...], bg: tuple[int, ...]) -> Color:
    """``fg`` (RGBA or RGB) laid over the opaque ``bg``: the colour a reader sees."""
    a = fg[3] / 255 if len(fg) > 3 else 1.0
    r, g, b = (round(f * a + k * (1 - a)) for f, k in zip(fg[:3], bg[:3], strict=True))
    return r, g, b


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    """The WCAG contrast ratio of two opaque colours (1 to 21)."""
    def lum(c: tuple[int, ...]) -> float:
        def ch(v: int) -> float:
            x = v / 255
            return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4
        return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2])
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


#: Every text colour on what stands behind it, with the ratio it must reach (4.5 for words,
#: 3 for a greyed label): tests/ui/test_contrast.py computes each.
TEXT_PAIRS: tuple[tuple[str, Color, Color, float], ...] = (
    ("text on the felt's light centre", TEXT, FELT_LIGHT, 4.5),
    ("dim text in the felt's dark corners", TEXT_DIM, FELT_DARK, 4.5),
    ("text on a panel", TEXT, PANEL_SOLID[:3], 4.5),
    ("dim text on a panel", TEXT_DIM, PANEL_SOLID[:3], 4.5),
    ("dim text on a seat's plate", TEXT_DIM, over((30, 44, 38, 230), FELT), 4.5),
    ("the status line's prompt", ACCENT, over(STATUS_BACK, FELT_LIGHT), 4.5),
    ("the status line's words", TEXT, over(STATUS_BACK, FELT_LIGHT), 4.5),
    ("a highlight on a panel", ACCENT, PANEL_SOLID[:3], 4.5),
    ("red words on a panel", DANGER_TEXT, PANEL_SOLID[:3], 4.5),
    ("green words on a panel", SUCCESS, PANEL_SOLID[:3], 4.5),
    ("white on a danger button", WHITE, DANGER, 4.5),
    ("white on the main button", WHITE, BUTTON_PRIMARY, 4.5),
    ("a button's label", BUTTON_TEXT, BUTTON, 4.5),
    ("a greyed button's label", BUTTON_DISABLED_TEXT, BUTTON_DISABLED, 3.0),
    ("a tooltip", TOOLTIP_TEXT, over(TOOLTIP_BG, FELT_LIGHT), 4.5),
    ("a shout's red word in its ink outline", DANGER_TEXT, CARD_INK, 4.5),
    ("a shout's green word in its ink outline", SUCCESS, CARD_INK, 4.5),
    ("a shout's yellow word in its ink outline", ACCENT, CARD_INK, 4.5),
)
