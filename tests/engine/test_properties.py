"""Property tests: random option sets, random legal play and random illegal attempts.

After every action: the card count is conserved, there is exactly one pending decision owned by
a seat still in the round, an illegal attempt changes nothing, and every round ends in bounds.
"""

import os
import random

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from uno_desktop.engine.actions import (
    Accept,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    ChooseSeat,
    Draw,
    Forfeit,
    GiveCard,
    JumpIn,
    Pass,
    PlayCard,
    Timeout,
)
from uno_desktop.engine.cards import BOXES
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.errors import IllegalAction, RulesError
from uno_desktop.engine.game import SEVEN_ROUNDS_TURN_LIMIT, TURN_LIMIT
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import BOX_FIXED, CHOICES, Rules
from uno_desktop.engine.save import match_to_dict

BOOLS = (
    "zero_worth_fifty", "allow_voluntary_draw", "draw_until_playable", "false_uno_penalty",
    "stack_mixed", "reverse_deflect", "seven_zero", "jump_in", "double_play", "swap_on_five",
    "circle_colour", "seven_rounds", "play_until_last", "teams", "rotate_partners",
)


@st.composite
def rule_sets(draw):
    values = {name: draw(st.sampled_from(choices)) for name, choices in CHOICES.items()}
    values.update({name: draw(st.booleans()) for name in BOOLS})
    values["hand_size"] = draw(st.integers(5, 8))
    values["uno_penalty"] = draw(st.integers(1, 4))
    values["liar_limit"] = draw(st.sampled_from([0, 0, 2, 3]))
    # A playable box, the options it fixes at their values (the others stay random).
    values["box"] = draw(st.sampled_from(BOXES))
    values.update({name: fixed for name, (fixed, _) in BOX_FIXED.get(values["box"], {}).items()})
    players = draw(st.integers(2, 10))
    try:
        rules = Rules(**values)
        rules.check_players(players)
    except RulesError:
        assume(False)
    return rules, players


def random_illegal(game, rng):
    """An action that is probably illegal now: wrong seat, card not held, bad colour..."""
    n = game.n
    seat = rng.randrange(n)
    card = rng.randrange(game.rules.deck_size)
    kind = rng.randrange(8)
    return [
        PlayCard(seat, card, rng.choice([None, 0, 3, 7])), Draw(seat), Pass(seat), Accept(seat),
        Challenge(seat), ChooseColor(seat, rng.randrange(-1, 6)),
        ChooseSeat(seat, rng.randrange(-1, n + 1)),
        GiveCard(seat, card),
    ][kind]


def check_invariants(match):
    game = match.game
    assert game.card_count() == game.rules.deck_size
    cards = game.draw_pile + game.discard + [c for h in game.hands for c in h]
    assert len(set(cards)) == len(cards)
    d = game.decision
    if d.kind is not Kind.ROUND_OVER:
        assert game.active[d.seat], "the decision belongs to a seat in the round"
        assert sum(game.active) >= 2
        assert game.legal_actions(), "a pending decision always has a legal answer"
    for seat, gone in enumerate(game.gone):
        if gone:
            assert game.hands[seat] == []


# UNO_PROPERTY_EXAMPLES=500 for a long local hunt; CI runs a fixed, derandomized set.
EXAMPLES = int(os.environ.get("UNO_PROPERTY_EXAMPLES", "60"))


@settings(max_examples=EXAMPLES, deadline=None, derandomize=bool(os.environ.get("CI")),
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(rule_sets(), st.integers(0, 2**32 - 1))
def test_random_games_keep_every_invariant(rules_players, seed):
    rules, players = rules_players
    rng = random.Random(seed)
    match = Match(rules, players, seed)
    match.start()
    rounds = 0
    # The engine ends a round at its turn limit; a turn is a handful of actions at most.
    bound = 8 * (SEVEN_ROUNDS_TURN_LIMIT if rules.seven_rounds else TURN_LIMIT)
    while not match.over and rounds < 2:
        game = match.game
        steps = 0
        while not game.over:
            steps += 1
            assert steps < bound, "a round must end"
            if rng.random() < 0.15:
                action = random_illegal(game, rng)
                before = match_to_dict(match)
                try:
                    match.apply(action)
                except IllegalAction:
                    assert match_to_dict(match) == before, f"{action} changed a refused state"
                check_invariants(match)
                continue
            actions = game.legal_actions()
            plays = [a for a in actions if isinstance(a, PlayCard)]
            if plays and rng.random() < 0.9:
                action = rng.choice(plays)
            else:
                extra = game.reaction_actions(rng.randrange(players))
                if rng.random() < 0.01:
                    extra.append(Forfeit(rng.randrange(players)))
                if rules.turn_timer and rng.random() < 0.02:
                    extra.append(Timeout(game.decision.seat))
                if rng.random() < 0.02:
                    extra.append(CallUno(rng.randrange(players)))  # maybe a false call
                action = rng.choice(actions + extra)
            try:
                match.apply(action)
            except IllegalAction as exc:
                # only the deliberately random extras may be refused
                assert isinstance(action, (Forfeit, CallUno, CatchUno, JumpIn, Timeout)), exc
            check_invariants(match)
        rounds += 1
        if not match.over:
            match.next_round()
            check_invariants(match)
