"""The allocator's thresholds are set on Linux (glibc) and left alone elsewhere."""

from __future__ import annotations

import sys

import pytest

from uno_desktop import memory


def test_thresholds_are_set_on_linux_only(monkeypatch: pytest.MonkeyPatch) -> None:
    if sys.platform.startswith("linux"):
        import platform

        if platform.libc_ver()[0] == "glibc":
            assert memory.tune_allocator() is True
    monkeypatch.setattr(sys, "platform", "win32")
    assert memory.tune_allocator() is False
