"""The hard bot's search stops early only when the heuristic's pick is safe."""

from __future__ import annotations

import random

import pytest

from uno_desktop.bots import hard
from uno_desktop.bots.hard import HardBot, _Race
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import seat_view

from .helpers import FILL, FILL1, FILL2, stacked


def test_race_is_safe_when_no_candidate_gains_the_margin() -> None:
    race = _Race(3, prior_index=0, margin=0.15)
    for values in ([0.5, 0.5, 0.4], [0.6, 0.55, 0.6], [0.4, 0.4, 0.35], [0.5, 0.45, 0.5]):
        race.add(values)
    assert race.heuristic_safe(2.0)


def test_race_is_not_safe_while_a_candidate_may_gain_the_margin() -> None:
    race = _Race(2, prior_index=0, margin=0.15)
    for values in ([0.2, 0.6], [0.3, 0.5], [0.1, 0.4], [0.2, 0.5]):
        race.add(values)
    assert not race.heuristic_safe(2.0)


def test_race_is_not_safe_when_noise_is_too_large_to_tell() -> None:
    race = _Race(2, prior_index=1, margin=0.15)
    for values in ([1.0, 0.0], [0.0, 1.0], [0.0, 1.0]):  # mean -1/3, but a spread of 1
        race.add(values)
    assert not race.heuristic_safe(2.0)


def test_race_needs_two_paired_worlds_per_candidate() -> None:
    race = _Race(3, prior_index=0, margin=0.15)
    race.add([0.5, 0.0, None])  # candidate 2 illegal in this world
    race.add([0.5, 0.0, 0.0])
    assert not race.heuristic_safe(2.0)
    race.add([None, 0.0, 0.0])  # the pick illegal: nothing is paired
    assert not race.heuristic_safe(2.0)
    race.add([0.5, 0.0, 0.0])
    assert race.heuristic_safe(2.0)


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    real = hard.Game.sampled_from

    def counted(view, rng, lacks=None):  # type: ignore[no-untyped-def]
        calls.append(1)
        return real(view, rng, lacks)

    monkeypatch.setattr(hard.Game, "sampled_from", counted)
    return calls


def _close_turn():  # type: ignore[no-untyped-def]
    """Seat 0 to move with two cards that fit, seat 1 close to winning."""
    game = stacked(Rules(), [["r5", "r7"] + FILL[:5], ["b1"] + FILL1], "r3")
    return seat_view(game, 0)


def test_search_stops_early_when_the_pick_is_safe(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _counting(monkeypatch)
    view = _close_turn()
    bot = HardBot(1, worlds=40, budget_ms=10_000.0, hot=99, min_worlds=6, prior=10.0)
    options = list(view.legal)
    cands = hard.candidates(view, options)
    assert len(cands) > 1
    assert bot.search(view, cands, 0) == cands[0]
    assert len(calls) == 6  # a margin nothing can beat: stopped at the first check


def test_search_runs_on_while_a_candidate_may_win(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _counting(monkeypatch)
    view = _close_turn()
    bot = HardBot(1, worlds=40, budget_ms=10_000.0, hot=99, min_worlds=6, prior=-10.0)
    cands = hard.candidates(view, list(view.legal))
    choice = bot.search(view, cands, 0)
    assert len(calls) == 40  # the pick is handicapped: never safe, every world is used
    assert choice != cands[0]


def test_memory_believes_a_player_who_drew_lacks_the_colour_and_number() -> None:
    """Seat 0 plays a red 9 or 7; seat 1 (no red, no 9, no 7) draws a green card and keeps it:
    at seat 0's next decision the bot believes seat 1's seven earlier cards and the one it kept
    hold no red and not that number, deals its sampled worlds that way, and prefers to play
    red."""
    from uno_desktop.engine.actions import Draw, Pass, PlayCard
    from uno_desktop.engine.cards import CARD_COLOR, CARD_KIND

    game = stacked(Rules(), [["r9", "r7", "y1", "y4", "y6", "b4", "b6"],
                             ["b1", "g4", "g5", "g6", "b2", "b8", "y2"]], "r3", ["g8"])
    bot = HardBot(1)
    played = bot.choose(seat_view(game, 0))  # remembers the table
    assert isinstance(played, PlayCard) and CARD_COLOR[played.card] == 0
    game.apply(played)
    game.apply(Draw(1))
    if not game.over and game.decision.seat == 1:
        game.apply(Pass(1))
    view = seat_view(game, 0)
    memory = bot.memory
    assert memory is not None
    lacks = memory.observe(view)
    assert lacks is not None and lacks[0] is None
    belief = lacks[1]
    assert belief is not None
    assert belief.colors == frozenset({0}) and belief.kinds == frozenset({CARD_KIND[played.card]})
    assert belief.cards == 8 and not belief.black
    from uno_desktop.engine.game import Game
    for seed in range(20):
        world = Game.sampled_from(view, random.Random(seed), lacks)
        fitting = [c for c in world.hands[1] if not belief.excludes(c)]
        assert len(fitting) >= 7  # the drawn card may be anything
    again = bot.choose(view)  # the same view again: the belief stands, and red is played
    assert bot._lacked_next(view) == frozenset({0})
    assert isinstance(again, PlayCard) and CARD_COLOR[again.card] == 0


def test_memory_forgets_as_the_player_plays_and_at_a_new_round() -> None:
    from uno_desktop.bots.hard import MODEL
    from uno_desktop.bots.memory import Memory
    from uno_desktop.engine.sampling import Lacks

    memory = Memory(MODEL)
    view = _close_turn()
    memory.observe(view)
    memory.lacks[1] = Lacks(frozenset({0}), frozenset(), False, 1)
    memory.counts = (view.hand_counts[0], view.hand_counts[1] + 1)  # it held one more card
    assert memory.observe(view) is None  # it played one: the belief is used up
    memory.lacks[1] = Lacks(frozenset({0}), frozenset(), False, 5)
    memory.turn_no = view.turn_no + 10  # a later view with a smaller turn number: a new round
    assert memory.observe(view) is None and memory.lacks == [None, None]


def _bluff_table(mine: list[str]):  # type: ignore[no-untyped-def]
    """Seat 0 holds ``mine`` (a Wild Draw Four and the current colour, red), seat 1 two cards."""
    from uno_desktop.engine.cards import cards_from_codes
    from uno_desktop.engine.game import Game

    cards = cards_from_codes(mine + ["b1", "b2", "r3"])
    hand, other = cards[:len(mine)], cards[len(mine):-1]
    rest = [c for c in range(108) if c not in cards]
    game = Game.from_position(Rules(), hands=[hand, other], discard=[cards[-1]], draw_pile=rest)
    return seat_view(game, 0)


def test_hard_heuristic_bluffs_only_with_a_small_hand() -> None:
    """A Wild Draw Four while holding the current colour, on a player about to win: the hard
    weights play it once the hand left is small (below the heuristic challenger's threshold),
    never with a big hand; the normal weights never bluff."""
    from uno_desktop.bots.normal import NORMAL, normal_choice
    from uno_desktop.engine.actions import PlayCard
    from uno_desktop.engine.cards import CARD_KIND, WILD_DRAW_FOUR

    def bluffs(view, weights) -> bool:  # type: ignore[no-untyped-def]
        pick = normal_choice(view, list(view.legal), random.Random(0), weights)
        return isinstance(pick, PlayCard) and CARD_KIND[pick.card] == WILD_DRAW_FOUR

    small = _bluff_table(["wd4", "r5", "g1", "y9"])
    assert bluffs(small, hard.HARD)
    assert not bluffs(small, NORMAL)
    big = _bluff_table(["wd4", "r5", "g1", "y9", "g4", "y2", "b8"])
    assert not bluffs(big, hard.HARD)


def test_the_hard_heuristic_leaves_challenges_to_its_search() -> None:
    """The normal heuristic challenges a Wild Draw Four when a random hand of its player's size
    would likely hold the colour under it; the hard one does not on the odds alone (the other
    bots bluff in about 1 % of their Wild Draw Fours: over 1,000 games with that rule the bot
    lost 192 of 195 challenges), and its model of other players has them bluff rarely."""
    from uno_desktop.bots.base import decision_options
    from uno_desktop.bots.normal import NORMAL, normal_choice
    from uno_desktop.engine.actions import Accept, Challenge
    from uno_desktop.engine.decisions import Kind

    from .helpers import kind_states

    view = seat_view(kind_states()[Kind.CHALLENGE], 1)  # an honest one, 6 cards left
    options = decision_options(view)
    assert isinstance(normal_choice(view, options, random.Random(0), NORMAL), Challenge)
    assert isinstance(normal_choice(view, options, random.Random(0), hard.HARD), Accept)


def test_the_model_believes_a_wild_draw_four_on_a_player_about_to_win_honest() -> None:
    """A Wild Draw Four on a red 3, played on a player about to win with five cards left: a
    hand that still holds a red card explains it far worse than one without (the model's
    players seldom bluff), so the search's worlds seldom find a bluff to challenge."""
    import math

    from uno_desktop.bots.evidence import Evidence, Play
    from uno_desktop.bots.hard import MODEL
    from uno_desktop.engine.cards import CARD_COLOR, cards_from_codes, deck_ids
    from uno_desktop.engine.game import Game

    wd4, top = cards_from_codes(["wd4", "r3"])
    evidence = Evidence(2, MODEL)
    evidence.played(1, Play(wd4, top, CARD_COLOR[top], -1, True))

    def likelihood(codes: list[str]) -> float:
        hand = cards_from_codes(codes, [c for c in deck_ids(False) if c not in (wd4, top)])
        rest = [c for c in deck_ids(False) if c not in hand and c not in (wd4, top)]
        game = Game.from_position(Rules(), hands=[rest[:2], hand], discard=[top, wd4],
                                  draw_pile=rest[2:], color=CARD_COLOR[hand[1]])
        return evidence.log_likelihood(game, 0, random.Random(0))

    honest = likelihood(["y5", "g1", "g2", "b4", "b6"])
    bluff = likelihood(["r5", "g1", "g2", "b4", "b6"])
    assert honest > -math.inf and bluff < honest - 3.0


def test_the_search_reaches_earlier_decisions_heads_up_under_plain_rules() -> None:
    """Near the end (a hand of 3 or less) every table is searched: heads-up under rules the
    learned value was fit for, with playouts it scores after ``near_depth`` actions, else to
    the end; earlier, down to a hand of 7, only heads-up under those rules, with cut playouts
    the value scores and a larger head start; with more seats the heuristic decides."""
    from uno_desktop.bots.hard import Reach

    bot = HardBot(1)
    near = stacked(Rules(), [["r5", "r7"] + FILL[:5], ["b1", "b2", "b3"] + FILL1[:4]], "r3")
    near.hands[1] = near.hands[1][:3]
    assert bot._reach(seat_view(near, 0)) == Reach(bot.near_depth, bot.prior, True)
    near_three = stacked(Rules(), [["r5", "r7"] + FILL[:5], ["b1", "b2", "b3"] + FILL1[:4],
                                   ["y1"] + FILL2], "r3")
    near_three.hands[1] = near_three.hands[1][:3]
    assert bot._reach(seat_view(near_three, 0)) == Reach(bot.depth, bot.prior, False)
    early = stacked(Rules(), [["r5", "r7"] + FILL[:5], ["b1"] + FILL1], "r3")
    assert bot._reach(seat_view(early, 0)) == Reach(bot.far_depth, bot.far_prior, True)
    house = stacked(Rules.preset("house_party"), [["r5", "r7"] + FILL[:5], ["b1"] + FILL1],
                    "r3")
    assert bot._reach(seat_view(house, 0)) is None
    three = stacked(Rules(), [["r5", "r7"] + FILL[:5], ["b1"] + FILL1, ["y1"] + FILL2], "r3")
    assert bot._reach(seat_view(three, 0)) is None


def test_each_black_card_in_another_hand_weighs_a_world_down() -> None:
    """With every world explaining the plays equally well, a world's weight is the black-card
    factor once per black card the other seats hold: the worlds held too many of them."""
    from uno_desktop.bots.hard import BLACK_FACTOR, Worlds, _black_cards
    from uno_desktop.engine.cards import BLACK, CARD_COLOR

    class Indifferent:  # evidence under which every deal is as likely
        def log_likelihood(self, world, me, rng):  # type: ignore[no-untyped-def]
            return 0.0

    view = _close_turn()
    worlds = Worlds(view, random.Random(3), None, Indifferent(), 64)  # type: ignore[arg-type]
    worlds.next()
    held = [_black_cards(w, view.seat) for w in worlds.pool]
    assert held == [sum(CARD_COLOR[c] == BLACK for c in w.hands[1]) for w in worlds.pool]
    assert min(held) == 0 and max(held) >= 1
    assert worlds.weights == pytest.approx([BLACK_FACTOR ** n for n in held])
    assert 0.5 < BLACK_FACTOR < 0.7
