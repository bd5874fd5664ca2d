"""Where everything sits on the table, computed from the window size and the seat count.

Pure geometry (pygame Rects only, no drawing), recomputed on every resize. The seat at the
bottom is the one whose hand is shown; the others sit around an oval, clockwise from it (to its
left first, over the top, down the right), like people around a real table seen from above.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from uno_desktop.ui import text as textmod
from uno_desktop.ui import theme
from uno_desktop.ui.card_art import card_size


@dataclass(slots=True)
class SeatSpot:
    seat: int
    center: tuple[int, int]  # centre of the pod (fan of backs + name plate)
    angle: float  # degrees on the oval: 90 = bottom, 180 = left, 270 = top, 360 = right
    plate: pygame.Rect  # the name plate
    fan_center: tuple[int, int]  # where the fanned backs are centred
    rect: pygame.Rect  # the whole pod: clickable when choosing a player


@dataclass(slots=True)
class TableLayout:
    size: tuple[int, int]
    n: int
    bottom: int
    metrics: theme.Metrics
    card_w: int  # the bottom hand
    pile_w: int  # draw and discard piles
    back_w: int  # the backs in the other seats' fans
    center: tuple[int, int]  # between the piles
    draw_pos: tuple[int, int]  # centre of the draw pile
    discard_pos: tuple[int, int]  # centre of the discard pile
    ring: tuple[int, int]  # radii of the direction ring around the piles
    hand_rect: pygame.Rect  # the area of the bottom hand (cards' resting place)
    hand_lift: int  # hover lift in px
    plate: pygame.Rect  # the bottom seat's name plate
    log_rect: pygame.Rect
    actions_rect: pygame.Rect  # bottom-right column of action buttons
    prompt_rect: pygame.Rect  # one line above the hand: whose turn, what to do
    menu_rect: pygame.Rect  # the pause button, top-right
    info_rect: pygame.Rect  # round number and direction of play, under the pause button
    felt: pygame.Rect  # the table's oval: the piles sit inside it, the seats around its rim
    spots: dict[int, SeatSpot] = field(default_factory=dict)

    def spot(self, seat: int) -> SeatSpot | None:
        return self.spots.get(seat)

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where cards fly to or from for ``seat`` (its fan, or the bottom hand)."""
        if seat == self.bottom:
            return self.hand_rect.centerx, self.hand_rect.centery
        s = self.spots.get(seat)
        return s.fan_center if s is not None else self.center

    def seat_width(self, seat: int) -> int:
        """Card width used for ``seat``'s hand."""
        return self.card_w if seat == self.bottom else self.back_w


def _opponent_angles(count: int, stretch: float = 1.0) -> list[float]:
    """Angles on the oval of ``count`` seats, clockwise from just left of the bottom seat.

    ``stretch`` is how much wider than tall the oval is, counted in seat boxes (its x radius
    over a box's width, divided by its y radius over a box's height). The seats are spread at
    equal distances along the oval measured in boxes, not at equal angles: equal angles crowd
    the boxes where the oval turns (two seats overlapped there with 10 players)."""
    if count <= 0:
        return []
    if count == 1:
        return [270.0]
    # The arc leaves the bottom free for the hand; more seats use more of the sides.
    a0 = 90.0 if count <= 3 else max(58.0, 90.0 - 6.5 * (count - 3))
    lo, hi = 90.0 + a0, 450.0 - a0
    steps = 720
    angles = [lo + (hi - lo) * i / steps for i in range(steps + 1)]
    points = [(stretch * math.cos(math.radians(a)), math.sin(math.radians(a))) for a in angles]
    along = [0.0]
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        along.append(along[-1] + math.hypot(x1 - x0, y1 - y0))
    out, j = [], 0
    for i in range(count):
        goal = along[-1] * i / (count - 1)
        while j < steps and along[j + 1] < goal:
            j += 1
        out.append(angles[j])
    return out


def compute_layout(size: tuple[int, int], n: int, bottom: int) -> TableLayout:
    w, h = size
    m = theme.metrics(size)
    s = m.scale
    pad = m.pad
    card_w = m.card_w
    card_h = card_size(card_w)[1]
    back_w = max(22, round(m.card_w_small * (0.95 if n <= 6 else 0.8)))
    back_h = card_size(back_w)[1]
    pile_w = round(card_w * 1.0)
    pile_h = card_size(pile_w)[1]

    side_w = max(round(w * 0.2), min(round(300 * s), round(w * 0.25)))
    log_rect = pygame.Rect(pad, 0, side_w, 0)
    actions_rect = pygame.Rect(w - pad - side_w, 0, side_w, 0)
    hand_lift = round(card_h * 0.22)
    hand_top = h - card_h - round(pad * 0.7)
    hand_rect = pygame.Rect(log_rect.right + pad, hand_top,
                            actions_rect.left - log_rect.right - 2 * pad, card_h)
    prompt_h = round(m.font_large * 1.5)
    prompt_rect = pygame.Rect(hand_rect.x, hand_top - hand_lift - prompt_h, hand_rect.w,
                              prompt_h)

    # The oval of seats: as large as the window allows above the hand.
    cx = w // 2
    top_room = pad + back_h * 0.55 + m.font_body * 1.2
    cy = round((prompt_rect.top + top_room) / 2 + h * 0.03)
    rx = w * 0.5 - pad - side_w * 0.45
    ry = cy - top_room
    # Piles in the middle, a little above the oval's centre so the hand prompt has room.
    gap = round(pile_w * 0.35)
    piles_y = cy
    draw_pos = (cx - (pile_w + gap) // 2 - round(pile_w * 0.1), piles_y)
    discard_pos = (cx + (pile_w + gap) // 2 + round(pile_w * 0.1), piles_y)
    ring = (round(pile_w * 1.75), round(pile_h * 0.95))

    plate_w = max(round(130 * s), min(round(190 * s), round(w / max(4.2, n * 0.76))))
    # A plate holds the name (bold) over its status: two lines of this locale's height (a
    # Hindi line is taller than a Latin one at the same size).
    name_h = textmod.line_height(m.font_body, True)
    plate_h = name_h + textmod.line_height(m.font_small) + m.gap // 2 + 2
    fan_h = round(back_h * 0.9)
    pod_h = fan_h + plate_h
    spots: dict[int, SeatSpot] = {}
    others = [(bottom + k) % n for k in range(1, n)]
    stretch = (rx / plate_w) / max(1.0, ry / pod_h)
    for seat, angle in zip(others, _opponent_angles(len(others), stretch), strict=True):
        rad = math.radians(angle)
        px = cx + rx * math.cos(rad)
        py = cy + ry * math.sin(rad)
        # Keep the pod inside the window and off the hand's band.
        px = min(max(px, pad + plate_w / 2), w - pad - plate_w / 2)
        py = min(max(py, pad + pod_h / 2), prompt_rect.top - pad - pod_h / 2)
        plate = pygame.Rect(0, 0, plate_w, plate_h)
        plate.midbottom = (round(px), round(py + pod_h / 2))
        fan_center = (round(px), plate.top - round(back_h * 0.32))
        rect = pygame.Rect(0, 0, plate_w, pod_h).inflate(round(8 * s), round(8 * s))
        rect.center = (round(px), round(py))
        spots[seat] = SeatSpot(seat, (round(px), round(py)), angle, plate, fan_center, rect)

    plate = pygame.Rect(0, 0, side_w, plate_h)
    plate.bottomleft = (log_rect.x, h - pad)
    log_top = max(round(h * 0.62), max((sp.rect.bottom for sp in spots.values()
                                        if sp.center[0] < w * 0.3), default=0) + pad)
    log_rect.top = log_top
    log_rect.height = max(round(m.font_small * 3), plate.top - pad // 2 - log_top)
    actions_top = max(round(h * 0.55), max((sp.rect.bottom for sp in spots.values()
                                            if sp.center[0] > w * 0.7), default=0) + pad)
    actions_rect.top = actions_top
    actions_rect.height = h - pad - actions_top
    menu_size = round(m.button_h * 0.85)
    menu_rect = pygame.Rect(w - pad - menu_size, pad, menu_size, menu_size)
    info_rect = pygame.Rect(w - pad - side_w, menu_rect.bottom + m.gap // 2, side_w,
                            2 * textmod.line_height(m.font_small) + 2)
    # The info's text is right-aligned: a seat up there takes the room on its left.
    for sp in spots.values():
        if sp.rect.colliderect(info_rect):
            info_rect.width = info_rect.right - (sp.rect.right + m.gap)
            info_rect.left = sp.rect.right + m.gap
    # The felt: the same oval whoever sits around it (it was fitted to the highest name plate,
    # which squashed it into a band through the piles when nobody sits at the top).
    felt = pygame.Rect(0, 0, round(w * 0.74), round((prompt_rect.top - top_room) * 0.92))
    felt.center = (cx, round((prompt_rect.top + top_room) / 2))
    return TableLayout(
        size=size, n=n, bottom=bottom, metrics=m, card_w=card_w, pile_w=pile_w, back_w=back_w,
        center=(cx, piles_y), draw_pos=draw_pos, discard_pos=discard_pos, ring=ring,
        hand_rect=hand_rect, hand_lift=hand_lift, plate=plate, log_rect=log_rect,
        actions_rect=actions_rect, prompt_rect=prompt_rect, menu_rect=menu_rect,
        info_rect=info_rect, felt=felt, spots=spots,
    )


@dataclass(slots=True)
class HandSlot:
    index: int
    center: tuple[float, float]
    angle: float  # degrees, counter-clockwise (pygame's rotation sense)


def hand_slots(layout: TableLayout, count: int) -> list[HandSlot]:
    """Resting places of ``count`` cards fanned in the bottom hand, left to right."""
    if count <= 0:
        return []
    area = layout.hand_rect
    cw = layout.card_w
    ch = card_size(cw)[1]
    # Spacing: generous for few cards, overlapping more as the hand grows.
    step = min(cw * 0.78, (area.w - cw) / max(1, count - 1)) if count > 1 else 0.0
    step = max(step, cw * 0.14)
    total = step * (count - 1)
    x0 = area.centerx - total / 2
    spread = min(24.0, 2.2 * (count - 1))  # total fan angle in degrees
    out = []
    for i in range(count):
        t = (i / (count - 1) - 0.5) if count > 1 else 0.0
        angle = -t * spread
        # An arc: cards at the ends sit a little lower.
        drop = (t * 2) ** 2 * ch * 0.06 * min(1.0, count / 8)
        out.append(HandSlot(i, (x0 + i * step, area.top + ch / 2 + drop), angle))
    return out


def fan_offsets(count: int, back_w: int, max_shown: int = 9) -> list[tuple[float, float, float]]:
    """(dx, dy, angle) of the backs of a small hand fanned around a pivot below its centre,
    like cards held in one hand: the middle card upright, the outer ones tilted and lower."""
    shown = min(count, max_shown)
    if shown <= 0:
        return []
    spread = min(70.0, 10.0 * (shown - 1))  # degrees from the first card to the last
    radius = back_w * 2.3
    out = []
    for i in range(shown):
        t = (i / (shown - 1) - 0.5) if shown > 1 else 0.0
        angle = -t * spread  # positive = counter-clockwise: the left cards lean left
        rad = math.radians(angle)
        out.append((-radius * math.sin(rad), radius * (1 - math.cos(rad)), angle))
    return out
