"""Things that move over the table: flying cards, shouts, marks, the colour wheel, confetti.

A :class:`Flyer` carries one card from one place to another (a hand to the pile, the pile to a
hand) and may turn over on the way. What it shows is fixed when it is made: a card id for a face
the viewer may see, :data:`~uno_desktop.ui.card_art.BACK` otherwise. Effects only decorate and
never block the game; flyers block the table's event queue until they land.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from uno_desktop.engine.cards import COLORS
from uno_desktop.ui import card_art, theme, tween
from uno_desktop.ui import text as textmod
from uno_desktop.ui.card_art import BACK

Point = tuple[float, float]


class Flyer:
    """A card in flight. ``show_from``/``show_to``: what shows at the start and at the end
    (a card id or BACK); when they differ the card turns over half-way."""

    def __init__(self, show_from: int, show_to: int, start: Point, end: Point, width: int,
                 end_width: int | None = None, angle_from: float = 0.0, angle_to: float = 0.0,
                 arc: float = 0.0) -> None:
        self.show_from = show_from
        self.show_to = show_to
        self.start = start
        self.end = end
        self.width = width
        self.end_width = end_width if end_width is not None else width
        self.angle_from = angle_from
        self.angle_to = angle_to
        self.arc = arc  # sideways bulge of the path, in px
        self.t = 0.0
        self.active = False  # drawn only once launched (after its delay)
        self.landed = False

    @property
    def pos(self) -> Point:
        t = self.t
        x = self.start[0] + (self.end[0] - self.start[0]) * t
        y = self.start[1] + (self.end[1] - self.start[1]) * t
        if self.arc:
            dx, dy = self.end[0] - self.start[0], self.end[1] - self.start[1]
            d = math.hypot(dx, dy) or 1.0
            bulge = math.sin(math.pi * min(1.0, max(0.0, t))) * self.arc
            x += -dy / d * bulge
            y += dx / d * bulge
        return x, y

    def image(self, art: card_art.CardArt) -> pygame.Surface:
        t = min(1.0, max(0.0, self.t))
        angle = self.angle_from + (self.angle_to - self.angle_from) * t
        angle = round(angle / 3) * 3  # a few cached rotations, not one per frame
        flipping = self.show_from != self.show_to
        if not flipping:
            # Growing or shrinking in steps of 4 px: cached images, no scaling per frame.
            width = self.width + (self.end_width - self.width) * t
            if self.width != self.end_width:
                width = max(8, round(width / 4) * 4)
            return art.rotated(self.show_to, round(width), angle)
        shown = self.show_from if (flipping and t < 0.5) else self.show_to
        base_w = max(self.width, self.end_width)
        img = art.face(shown, base_w)
        k = (self.width + (self.end_width - self.width) * t) / base_w
        squeeze = abs(math.cos(math.pi * t)) if flipping else 1.0
        # Lifted while turning over: a touch larger in the middle of the flip.
        grow = 1.0 + 0.12 * math.sin(math.pi * t) if flipping else 1.0
        w, h = img.get_size()
        size = (max(1, round(w * k * squeeze * grow)), max(1, round(h * k * grow)))
        if size != (w, h):
            img = pygame.transform.smoothscale(img, size)
        return pygame.transform.rotate(img, angle) if angle else img

    def draw(self, surface: pygame.Surface, art: card_art.CardArt) -> pygame.Rect | None:
        if not self.active or self.landed:
            return None
        img = self.image(art)
        x, y = self.pos
        at = img.get_rect(center=(round(x), round(y)))
        if self.show_from == self.show_to == BACK:
            return surface.blit(img, at)  # dealt, reshuffled, travelling: no shadows
        t = min(1.0, max(0.0, self.t))
        width = self.width + (self.end_width - self.width) * t
        shadow = art.shadow(max(8, round(width / 4) * 4))
        lift = 4 + 10 * math.sin(math.pi * t)
        under = surface.blit(shadow, shadow.get_rect(center=(round(x + lift * 0.6),
                                                             round(y + lift))))
        return under.union(surface.blit(img, at))


def launch(tweens: tween.Tweener, flyer: Flyer, duration: float, *, delay: float = 0.0,
           ease: tween.Easing = tween.out_cubic, on_launch: Callable[[], None] | None = None,
           on_land: Callable[[], None] | None = None) -> tween.Animation:
    """Fly ``flyer`` after ``delay`` seconds; the callbacks move the table's model."""

    def start() -> None:
        flyer.active = True
        if on_launch is not None:
            on_launch()

    def land() -> None:
        flyer.landed = True
        if on_land is not None:
            on_land()

    return tweens.sequence(tween.Wait(delay), tween.Call(start),
                           tween.Tween(flyer, "t", 1.0, duration, ease=ease), tween.Call(land))


# --- Decorations ----------------------------------------------------------------------------


class Effect:
    """A decoration with a life time; ``age`` runs from 0 to ``life`` seconds."""

    def __init__(self, life: float) -> None:
        self.life = life
        self.age = 0.0

    @property
    def done(self) -> bool:
        return self.age >= self.life

    @property
    def t(self) -> float:
        return min(1.0, self.age / self.life) if self.life > 0 else 1.0

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        """Draw and return the area covered."""
        raise NotImplementedError


def _alpha_for(t: float, fade_in: float = 0.08, fade_out: float = 0.35) -> int:
    if t < fade_in:
        return round(255 * t / fade_in)
    if t > 1 - fade_out:
        return round(255 * max(0.0, (1 - t) / fade_out))
    return 255


class Shout(Effect):
    """A word popping up over a seat: "UNO!", "Caught!", "+4"."""

    def __init__(self, word: str, pos: Point, size: int, color: tuple[int, int, int],
                 outline: tuple[int, int, int] = theme.CARD_INK, life: float = 1.3,
                 rise: float = 0.0) -> None:
        super().__init__(life)
        self.pos = pos
        self.rise = rise
        self.img = _outlined_text(word, size, color, outline)

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        t = self.t
        pop = tween.out_elastic(min(1.0, t / 0.45)) if t < 0.45 else 1.0
        scale = max(0.05, 0.35 + 0.65 * pop)
        img = pygame.transform.rotozoom(self.img, 0, scale) if scale != 1 else self.img
        img.set_alpha(_alpha_for(t))
        x, y = self.pos
        return surface.blit(img, img.get_rect(center=(round(x), round(y - self.rise * t))))


class Mark(Effect):
    """A Skip or Reverse symbol flashing over a seat or the middle of the table."""

    def __init__(self, shape: pygame.Surface, pos: Point, color: tuple[int, int, int],
                 life: float = 0.9, spin: float = 0.0) -> None:
        super().__init__(life)
        self.pos = pos
        self.spin = spin
        body = shape.copy()
        body.fill((*color, 255), special_flags=pygame.BLEND_RGBA_MULT)
        edge = shape.copy()
        edge.fill((*theme.CARD_WHITE, 255), special_flags=pygame.BLEND_RGBA_MULT)
        w, h = shape.get_size()
        k = max(2, w // 14)
        out = pygame.Surface((w + 2 * k, h + 2 * k), pygame.SRCALPHA)
        for dx, dy in ((-k, 0), (k, 0), (0, -k), (0, k), (-k, -k), (k, k), (-k, k), (k, -k)):
            out.blit(edge, (k + dx, k + dy))
        out.blit(body, (k, k))
        self.img = out

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        t = self.t
        scale = 0.5 + 0.5 * tween.out_back(min(1.0, t / 0.35))
        img = pygame.transform.rotozoom(self.img, self.spin * t, scale)
        img.set_alpha(_alpha_for(t, 0.05, 0.4))
        return surface.blit(img, img.get_rect(center=(round(self.pos[0]), round(self.pos[1]))))


class ColorWheel(Effect):
    """Four colours spinning around the pile and settling on the one named."""

    def __init__(self, pos: Point, radius: int, color: int, life: float = 0.75) -> None:
        super().__init__(life)
        self.pos = pos
        self.radius = radius
        self.color = color

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        t = self.t
        spin = tween.out_cubic(min(1.0, t / 0.75)) * 540.0
        r = self.radius
        size = 2 * r + 8
        layer = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size / 2
        chosen = 0.0 if t < 0.6 else min(1.0, (t - 0.6) / 0.3)
        for i, col in enumerate(COLORS):
            a0 = math.radians(spin + i * 90)
            a1 = math.radians(spin + i * 90 + 90)
            rgb: tuple[int, ...] = (theme.CARD_RGB[col] if chosen < 1 or col == self.color
                                    else theme.FELT_DARK)
            if chosen and col != self.color:
                rgb = tuple(round(v * (1 - chosen) + theme.CARD_RGB[self.color][j] * chosen)
                            for j, v in enumerate(theme.CARD_RGB[col]))
            pts = [(c, c)] + [(c + r * math.cos(a0 + (a1 - a0) * k / 12),
                               c + r * math.sin(a0 + (a1 - a0) * k / 12)) for k in range(13)]
            pygame.draw.polygon(layer, (*rgb, 235), pts)
        pygame.draw.circle(layer, (0, 0, 0, 0), (c, c), r * 0.72)
        layer.set_alpha(_alpha_for(t, 0.1, 0.3))
        return surface.blit(layer, layer.get_rect(center=(round(self.pos[0]),
                                                          round(self.pos[1]))))


class Banner(Effect):
    """A wide ribbon with a sentence across the middle of the table."""

    def __init__(self, words: str, rect: pygame.Rect, size: int, color: tuple[int, int, int],
                 life: float = 1.8) -> None:
        super().__init__(life)
        self.rect = rect
        self.img = _outlined_text(words, size, color, theme.CARD_INK, max_w=rect.w)
        self.band = pygame.Surface((rect.w, self.img.get_height() + 16))
        self.band.fill((0, 0, 0))

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        t = self.t
        a = _alpha_for(t, 0.1, 0.25)
        slide = (1 - tween.out_cubic(min(1.0, t / 0.2))) * self.rect.w * 0.15
        self.band.set_alpha(round(a * 0.55))
        drawn = surface.blit(self.band, self.band.get_rect(center=self.rect.center))
        self.img.set_alpha(a)
        return drawn.union(surface.blit(self.img, self.img.get_rect(center=(
            self.rect.centerx + round(slide), self.rect.centery))))


@dataclass(slots=True)
class _Bit:
    """One paper bit: position, speed, angle and its speed, colour, size."""

    x: float
    y: float
    vx: float
    vy: float
    rot: float
    vr: float
    col: tuple[int, int, int]
    size: int


class Confetti(Effect):
    """Paper bits raining down for the winner of the match."""

    PALETTE = (theme.CARD_RGB[0], theme.CARD_RGB[1], theme.CARD_RGB[2], theme.CARD_RGB[3],
               theme.CARD_WHITE, theme.ACCENT)

    def __init__(self, area: pygame.Rect, count: int = 160, life: float = 6.0,
                 seed: int = 3) -> None:
        super().__init__(life)
        self.area = area
        rng = random.Random(seed)
        self.bits = [
            _Bit(rng.uniform(area.left, area.right), rng.uniform(area.top - area.h, area.top),
                 rng.uniform(-40, 40), rng.uniform(80, 220), rng.uniform(0, 360),
                 rng.uniform(-300, 300), rng.choice(self.PALETTE), rng.randint(5, 11))
            for _ in range(count)
        ]

    def update(self, dt: float) -> None:
        super().update(dt)
        if not math.isfinite(dt):
            return
        for b in self.bits:
            b.x += (b.vx + 30 * math.sin(self.age * 2 + b.rot)) * dt
            b.y += b.vy * dt
            b.rot += b.vr * dt
            if b.y > self.area.bottom + 20 and self.age < self.life - 2:
                b.y = self.area.top - 20

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        fade = _alpha_for(self.t, 0.02, 0.2) < 255
        for b in self.bits:
            x, y, rot, col, size = b.x, b.y, b.rot, b.col, b.size
            w = max(1, round(size * abs(math.cos(math.radians(rot)))))
            r = pygame.Rect(0, 0, w, max(2, size // 2))
            r.center = (round(x), round(y))
            if fade and (hash((round(x), round(y))) & 3) == 0:
                continue
            pygame.draw.rect(surface, col, r)
        return surface.get_rect()


def _outlined_text(words: str, size: int, color: tuple[int, int, int],
                   outline: tuple[int, int, int], max_w: int | None = None) -> pygame.Surface:
    """Bold text with a thick outline, readable over any card or felt."""
    if max_w is not None:
        while size > theme.MIN_TEXT and textmod.size(words, size, True)[0] > max_w - 2 * size // 8:
            size -= 2
    body = textmod.render(words, size, color, bold=True)
    edge = textmod.render(words, size, outline, bold=True)
    k = max(2, size // 12)
    w, h = body.get_size()
    out = pygame.Surface((w + 2 * k, h + 2 * k + k), pygame.SRCALPHA)
    for ang in range(0, 360, 30):
        dx, dy = round(k * math.cos(math.radians(ang))), round(k * math.sin(math.radians(ang)))
        out.blit(edge, (k + dx, k + dy + k))
    out.blit(body, (k, k))
    return out


class Effects:
    """The running decorations of the table."""

    def __init__(self) -> None:
        self.items: list[Effect] = []

    def add(self, effect: Effect) -> Effect:
        self.items.append(effect)
        return effect

    def update(self, dt: float) -> None:
        """``dt`` in animation time (the director scales it by the animation speed)."""
        for e in self.items:
            e.update(dt)
        self.items = [e for e in self.items if not e.done]

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        return [e.draw(surface) for e in self.items]

    def clear(self) -> None:
        self.items.clear()
