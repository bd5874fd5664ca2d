"""The waiting room: bounded per address and overall, and the newest always gets in."""

from __future__ import annotations

import pytest

from uno_desktop.remote.admission import WaitingRoom


def test_an_address_over_its_share_pushes_out_only_its_own_oldest() -> None:
    room: WaitingRoom[str] = WaitingRoom(total=10, per_address=2)
    assert room.admit("honest", "10.0.0.5") == []
    assert room.admit("a1", "10.0.0.9") == []
    assert room.admit("a2", "10.0.0.9") == []
    assert room.admit("a3", "10.0.0.9") == ["a1"]
    assert room.admit("a4", "10.0.0.9") == ["a2"]
    assert "honest" in room and room.count("10.0.0.9") == 2 and len(room) == 3


def test_a_full_room_pushes_out_the_oldest_of_all() -> None:
    room: WaitingRoom[int] = WaitingRoom(total=3, per_address=2)
    for i, address in enumerate(["a", "b", "c"]):
        assert room.admit(i, address) == []
    assert room.admit(3, "d") == [0]
    assert len(room) == 3 and room.count("a") == 0 and 3 in room


def test_leaving_frees_the_place_and_unknown_items_are_ignored() -> None:
    room: WaitingRoom[str] = WaitingRoom(total=2, per_address=2)
    room.admit("x", "a")
    room.admit("y", "a")
    room.leave("x")
    room.leave("x")
    room.leave("never there")
    assert room.admit("z", "a") == [] and len(room) == 2 and room.count("a") == 2


def test_a_room_needs_sensible_budgets() -> None:
    with pytest.raises(ValueError):
        WaitingRoom(total=2, per_address=3)
    with pytest.raises(ValueError):
        WaitingRoom(total=2, per_address=0)
