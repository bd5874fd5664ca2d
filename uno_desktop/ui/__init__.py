"""pygame-ce front end: scenes over one loop, widgets, code-drawn cards, tweens, text shaping.

Modules: ``app`` (window, scene stack, loop), ``scene`` (base class), ``text`` (every string
drawn), ``card_art`` (card images), ``tween`` (animation), ``widgets`` (buttons and friends),
``theme`` (colours and sizes), ``sound`` (effects).
"""
