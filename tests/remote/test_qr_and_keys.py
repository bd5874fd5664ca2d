"""QR codes for the lobby, the seat keys and the LAN address."""

from __future__ import annotations

import ipaddress

import pytest
import segno

from uno_desktop.remote import address, seat_keys
from uno_desktop.remote.qr import qr_png, qr_surface

URL = "http://192.168.1.20:41234/#Zk3v9Qm2xYtB8nR4pL6sW1cD7fH0jK5a"


def test_the_qr_surface_shows_exactly_the_code_of_the_url() -> None:
    scale, border = 6, 4
    surface = qr_surface(URL, scale=scale)
    matrix = segno.make(URL, error="m", micro=False).matrix
    size = len(matrix)
    assert surface.get_size() == ((size + 2 * border) * scale,) * 2
    for row in range(size):
        for col in range(size):
            x = (col + border) * scale + scale // 2
            y = (row + border) * scale + scale // 2
            dark = surface.get_at((x, y))[:3] == (0, 0, 0)
            assert dark == bool(matrix[row][col]), (row, col)
    assert surface.get_at((1, 1))[:3] == (255, 255, 255)  # the quiet zone
    assert qr_png(URL).startswith(b"\x89PNG")


def test_codes_avoid_look_alike_letters_and_keys_are_distinct() -> None:
    keys = seat_keys.new_keys(list(range(10)))
    assert len({k.code for k in keys.values()}) == 10
    assert len({k.token for k in keys.values()}) == 10
    for key in keys.values():
        assert len(key.code) == seat_keys.CODE_LENGTH
        assert set(key.code) <= set(seat_keys.CODE_ALPHABET)
        assert not set(key.code) & set("0O1IL2Z5S8B")
    assert seat_keys.normalize_code(" k7q-x4m ") == "K7QX4M"


def test_the_lan_address_is_an_address_of_this_machine() -> None:
    found = ipaddress.ip_address(address.lan_address())
    assert not found.is_unspecified and not found.is_multicast
    assert address.check_host("127.0.0.1") == "127.0.0.1"
    assert address.check_host("0.0.0.0", allow_any=True) == "0.0.0.0"
    for bad in ("0.0.0.0", "::", "example.org", "192.168.1.300"):
        with pytest.raises(ValueError):
            address.check_host(bad)

