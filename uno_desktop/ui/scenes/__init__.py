"""The shell's scenes: language, main menu, new game, settings, rules help, crash screen.

The table and its overlays live in ``uno_desktop.ui.table``. Shared drawing helpers (labels that
record where their text went, the felt background, panels, notices) are in ``common``.
"""
