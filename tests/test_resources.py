"""resources.py finds assets/ and locales/ from source and inside a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from uno_desktop import resources

REPO = Path(__file__).resolve().parent.parent
FONTS = (
    "NotoSans-Regular.ttf",
    "NotoSans-Bold.ttf",
    "NotoSansDevanagari-Regular.ttf",
    "NotoSansDevanagari-Bold.ttf",
)


def test_from_source_the_folders_are_siblings_of_the_package() -> None:
    assert not hasattr(sys, "_MEIPASS")
    assert resources.asset_path() == REPO / "assets"
    assert resources.locales_dir() == REPO / "locales"
    assert resources.asset_path("fonts", "OFL.txt").is_file()


@pytest.mark.parametrize("name", FONTS)
def test_shipped_fonts_are_there_with_their_licence(name: str) -> None:
    path = resources.asset_path("fonts", name)
    assert path.is_file()
    assert path.read_bytes()[:4] == b"\x00\x01\x00\x00"  # a TrueType font, not an LFS pointer
    assert "Open Font License" in resources.asset_path("fonts", "OFL.txt").read_text("utf-8")


@pytest.mark.parametrize("locale", ["en", "fr", "hi"])
def test_every_locale_has_its_catalog(locale: str) -> None:
    assert (resources.locales_dir() / locale / "uno.ftl").is_file()


def test_in_a_pyinstaller_bundle_the_folders_are_under_meipass(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.asset_path("fonts", "x.ttf") == tmp_path / "assets" / "fonts" / "x.ttf"
    assert resources.locales_dir() == tmp_path / "locales"
