"""Synthesize the game's sound effects into assets/sounds/*.wav.

Standard library only (wave, math, array, random), so anyone can regenerate and change them and
the project owns them outright (CC0). The output is deterministic: the noise is seeded, so
running the script again gives identical files.

    python tools/make_sounds.py            # writes assets/sounds/*.wav
    python tools/make_sounds.py OUT_DIR    # somewhere else

Files are mono, 22050 Hz, 16-bit: small and plenty for short effects.
"""

from __future__ import annotations

import math
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

RATE = 22050
TAU = 2 * math.pi
Buffer = list[float]


# --- Building blocks ---------------------------------------------------------------------------


def silence(seconds: float) -> Buffer:
    return [0.0] * int(seconds * RATE)


def mix_into(dst: Buffer, src: Buffer, at: float, gain: float = 1.0) -> None:
    """Add ``src`` into ``dst`` starting at ``at`` seconds (``dst`` grows if needed)."""
    start = int(at * RATE)
    end = start + len(src)
    if end > len(dst):
        dst.extend([0.0] * (end - len(dst)))
    for i, v in enumerate(src):
        dst[start + i] += v * gain


def noise(seconds: float, rng: random.Random) -> Buffer:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def lowpass(buf: Buffer, cutoff: float) -> Buffer:
    """One-pole low-pass: softens noise into a 'shh' or a 'thud'."""
    a = 1 - math.exp(-TAU * cutoff / RATE)
    out, y = [], 0.0
    for x in buf:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(buf: Buffer, cutoff: float) -> Buffer:
    """Input minus its low-pass: the crisp 'snap' of card paper."""
    low = lowpass(buf, cutoff)
    return [x - y for x, y in zip(buf, low, strict=True)]


def bandpass(buf: Buffer, low: float, high: float) -> Buffer:
    return lowpass(highpass(buf, low), high)


def envelope(buf: Buffer, attack: float, decay: float) -> Buffer:
    """Linear attack, then exponential decay with time constant ``decay`` seconds."""
    a = max(1, int(attack * RATE))
    out = []
    for i, x in enumerate(buf):
        if i < a:
            g = i / a
        else:
            g = math.exp(-(i - a) / (decay * RATE))
        out.append(x * g)
    return out


def tone(
    freq: float,
    seconds: float,
    shape: str = "sine",
    vibrato: float = 0.0,
    glide_to: float | None = None,
    harmonics: int = 8,
) -> Buffer:
    """A band-limited oscillator: sine, 'saw' or 'square' from summed sine partials (no
    aliasing), with optional vibrato depth (semitones) and a glide to another pitch."""
    n = int(seconds * RATE)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = freq if glide_to is None else freq + (glide_to - freq) * (i / n)
        if vibrato:
            f *= 2 ** (vibrato * math.sin(TAU * 5.5 * t) / 12)
        phase += TAU * f / RATE
        if shape == "sine":
            v = math.sin(phase)
        elif shape == "saw":
            v = sum(math.sin(k * phase) / k for k in range(1, harmonics + 1)) * 0.6
        elif shape == "square":
            v = sum(math.sin(k * phase) / k for k in range(1, 2 * harmonics, 2)) * 0.8
        else:
            raise ValueError(shape)
        out.append(v)
    return out


def adsr(buf: Buffer, a: float, d: float, s: float, r: float) -> Buffer:
    """Attack/decay/sustain-level/release envelope over the buffer's length."""
    n = len(buf)
    ai, di, ri = int(a * RATE), int(d * RATE), int(r * RATE)
    out = []
    for i, x in enumerate(buf):
        if i < ai:
            g = i / max(1, ai)
        elif i < ai + di:
            g = 1 - (1 - s) * (i - ai) / max(1, di)
        else:
            g = s
        if i > n - ri:
            g *= max(0.0, (n - i) / max(1, ri))
        out.append(x * g)
    return out


def bell(freq: float, seconds: float, decay: float) -> Buffer:
    """Inharmonic partials decaying at different rates: a soft chime."""
    out = silence(seconds)
    for ratio, amp, dk in ((1.0, 1.0, 1.0), (2.76, 0.35, 0.6), (5.4, 0.15, 0.35),
                           (2.0, 0.25, 0.8)):
        f = freq * ratio
        for i in range(len(out)):
            t = i / RATE
            out[i] += amp * math.sin(TAU * f * t) * math.exp(-t / (decay * dk))
    return out


def normalize(buf: Buffer, peak: float = 0.85) -> Buffer:
    m = max((abs(x) for x in buf), default=0.0)
    if m == 0:
        return buf
    k = peak / m
    out = [x * k for x in buf]
    # Short fades: no click at the start (1 ms keeps the attack sharp) or the end (5 ms).
    for ms, at_end in ((1, False), (5, True)):
        f = int(ms * RATE / 1000)
        for i in range(min(f, len(out))):
            out[-1 - i if at_end else i] *= i / f
    return out


def midi(note: int) -> float:
    return 440.0 * 2 ** ((note - 69) / 12)


# --- The effects -------------------------------------------------------------------------------


def click(rng: random.Random) -> Buffer:
    """UI button: a short, dry tick."""
    body = envelope(tone(1750, 0.035), 0.0005, 0.008)
    tick = envelope(highpass(noise(0.02, rng), 3000), 0.0002, 0.003)
    out = silence(0.04)
    mix_into(out, body, 0, 0.7)
    mix_into(out, tick, 0, 0.5)
    return out


def play(rng: random.Random) -> Buffer:
    """A card flicked onto the pile: a papery slap, then a short slide on the felt."""
    slap = envelope(bandpass(noise(0.08, rng), 900, 5000), 0.001, 0.018)
    thump = envelope(lowpass(noise(0.06, rng), 300), 0.001, 0.02)
    slide = envelope(bandpass(noise(0.22, rng), 1500, 6000), 0.01, 0.06)
    out = silence(0.26)
    mix_into(out, slide, 0.0, 0.35)
    mix_into(out, slap, 0.03, 1.0)
    mix_into(out, thump, 0.03, 0.8)
    return out


def flip(rng: random.Random) -> Buffer:
    """Turning a card over: two quick snaps, the second one the card landing."""
    out = silence(0.16)
    for at, gain, dk in ((0.0, 0.5, 0.006), (0.055, 1.0, 0.012)):
        snap = envelope(bandpass(noise(0.05, rng), 2000, 7000), 0.0005, dk)
        mix_into(out, snap, at, gain)
    mix_into(out, envelope(lowpass(noise(0.05, rng), 400), 0.001, 0.01), 0.055, 0.5)
    return out


def shuffle(rng: random.Random) -> Buffer:
    """A riffle shuffle: a fast run of card edges flicking, then the bridge settling."""
    out = silence(1.0)
    t = 0.02
    count = 46
    for k in range(count):
        # Fast in the middle, slower at both ends, like thumbs releasing the cards.
        u = k / (count - 1)
        gap = 0.012 + 0.018 * (abs(u - 0.5) * 2) ** 2
        t += gap * rng.uniform(0.8, 1.2)
        flick = envelope(bandpass(noise(0.02, rng), 2500, 8000), 0.0003, 0.004)
        mix_into(out, flick, t, rng.uniform(0.5, 1.0))
    bed = envelope(bandpass(noise(t, rng), 1200, 5000), 0.05, t / 2)
    mix_into(out, bed, 0.02, 0.12)
    bridge = envelope(bandpass(noise(0.25, rng), 800, 4000), 0.03, 0.07)
    mix_into(out, bridge, t + 0.05, 0.5)
    return out


def draw(rng: random.Random) -> Buffer:
    """Sliding a card off the draw pile: a swoosh that rises and fades, a soft tick."""
    n = noise(0.26, rng)
    swoosh = bandpass(n, 700, 4000)
    length = len(swoosh)
    swoosh = [x * math.sin(math.pi * i / length) ** 2 for i, x in enumerate(swoosh)]
    out = silence(0.3)
    mix_into(out, swoosh, 0, 0.8)
    tick = envelope(bandpass(noise(0.03, rng), 2000, 7000), 0.0005, 0.006)
    mix_into(out, tick, 0.22, 0.5)
    return out


def uno(rng: random.Random) -> Buffer:
    """'UNO!': a bright two-beat call (u-NO!) and a sparkle on top."""
    out = silence(0.95)
    notes = ((0.0, 72, 0.12), (0.13, 79, 0.55))  # C5 then a held G5
    for at, note, length in notes:
        for detune, gain in ((1.0, 0.6), (1.004, 0.4)):  # two voices: a fuller sound
            v = tone(midi(note) * detune, length, "square", vibrato=0.15 if length > 0.3 else 0,
                     harmonics=6)
            v = adsr(lowpass(v, 3500), 0.008, 0.08, 0.7, 0.15)
            mix_into(out, v, at, gain)
    for i, note in enumerate((84, 88, 91, 96)):  # sparkle arpeggio C6-E6-G6-C7
        mix_into(out, bell(midi(note), 0.4, 0.12), 0.16 + i * 0.05, 0.22)
    return out


def penalty(rng: random.Random) -> Buffer:
    """Caught / wrong move: a low, descending 'wah-wah' buzz."""
    out = silence(0.62)
    for at, start, end, length in ((0.0, 57, 56, 0.22), (0.25, 53, 50, 0.36)):
        v = tone(midi(start), length, "saw", glide_to=midi(end), harmonics=10)
        v = adsr(lowpass(v, 1400), 0.01, 0.05, 0.8, 0.08)
        mix_into(out, v, at, 0.8)
    return out


def win(rng: random.Random) -> Buffer:
    """Round won: a short brass fanfare, triplet pickup into a held major chord."""
    out = silence(1.9)

    def brass(note: int, at: float, length: float, gain: float) -> None:
        v = tone(midi(note), length, "saw", vibrato=0.08 if length > 0.4 else 0, harmonics=12)
        v = adsr(lowpass(v, 2600), 0.02, 0.1, 0.75, min(0.25, length / 3))
        mix_into(out, v, at, gain)

    for i, note in enumerate((67, 67, 67)):  # G4 G4 G4
        brass(note, i * 0.11, 0.1, 0.6)
    brass(72, 0.33, 0.28, 0.7)  # C5
    brass(76, 0.62, 0.18, 0.6)  # E5
    for note in (72, 76, 79, 84):  # C major chord, held
        brass(note, 0.82, 1.05, 0.45)
    for i, note in enumerate((96, 100, 103, 108)):
        mix_into(out, bell(midi(note), 0.6, 0.15), 0.86 + i * 0.06, 0.12)
    return out


def turn(rng: random.Random) -> Buffer:
    """Your turn: a soft two-note chime that does not startle."""
    out = silence(0.95)
    mix_into(out, bell(midi(76), 0.85, 0.16), 0.0, 0.6)  # E5
    mix_into(out, bell(midi(83), 0.85, 0.18), 0.09, 0.6)  # B5
    return out


EFFECTS: dict[str, Callable[[random.Random], Buffer]] = {
    "click": click,
    "play": play,
    "flip": flip,
    "shuffle": shuffle,
    "draw": draw,
    "uno": uno,
    "penalty": penalty,
    "win": win,
    "turn": turn,
}


def write_wav(path: Path, buf: Buffer) -> None:
    data = array("h", (max(-32767, min(32767, int(x * 32767))) for x in buf))
    if sys.byteorder == "big":
        data.byteswap()  # WAV is little-endian
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    root = Path(__file__).resolve().parents[1]
    out_dir = Path(args[0]) if args else root / "assets" / "sounds"
    out_dir.mkdir(parents=True, exist_ok=True)
    for i, (name, make) in enumerate(EFFECTS.items()):
        rng = random.Random(1000 + i)  # one seed per effect: editing one leaves others as-is
        buf = normalize(make(rng))
        write_wav(out_dir / f"{name}.wav", buf)
        print(f"{name}.wav  {len(buf) / RATE:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
