"""The phone page has a picture for every card of every box (issue 32, item 3): the name
``view_message.face`` gives a card id is among the page's assets for every id 0 to
``CARD_COUNT - 1``, and an id that is no card is refused there."""

from __future__ import annotations

import io

import pygame
import pytest

from uno_desktop.card_faces.painter import card_size
from uno_desktop.engine.cards import ALL_WILD_FIRST, CARD_COUNT, NO_MERCY_FIRST
from uno_desktop.i18n import Translator
from uno_desktop.remote.card_images import PHONE_CARD_WIDTH
from uno_desktop.remote.page_assets import build_assets
from uno_desktop.remote.view_message import face


def test_every_card_id_has_its_picture(cards: dict[str, bytes]) -> None:
    assets = build_assets(Translator("en"), cards)
    names = {face(card) for card in range(CARD_COUNT)}
    assert names | {"back"} == set(cards)  # no picture missing, none drawn for nothing
    for card in range(CARD_COUNT):
        asset = assets[f"/cards/{face(card)}.png"]
        assert asset.content_type == "image/png" and asset.body.startswith(b"\x89PNG")
    for card in (NO_MERCY_FIRST, ALL_WILD_FIRST - 1, ALL_WILD_FIRST, CARD_COUNT - 1):
        img = pygame.image.load(io.BytesIO(cards[face(card)]), "card.png")
        assert img.get_size() == card_size(PHONE_CARD_WIDTH)


@pytest.mark.parametrize("card", [CARD_COUNT, CARD_COUNT + 1, -1, -CARD_COUNT])
def test_an_id_that_is_no_card_is_refused(card: int) -> None:
    with pytest.raises(ValueError):
        face(card)
