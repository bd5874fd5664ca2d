"""The card table: :class:`TableScene` and the scenes on top of it (pass the screen, pause,
round result, match result), the benchmark and the demo."""

from uno_desktop.ui.table.scene import TableScene

__all__ = ["TableScene"]
