"""A match: rounds, dealers, scoring modes, teams, and the end of the match."""

from __future__ import annotations

import random
from collections.abc import Sequence

from . import events as ev
from .actions import Action
from .cards import CARD_KIND
from .errors import IllegalAction
from .game import Game
from .rules import Rules

# rotate_partners: the pairing of each round (four rounds, partners change every round).
_ROTATION = (((0, 2), (1, 3)), ((0, 1), (2, 3)), ((0, 3), (1, 2)), ((0, 2), (1, 3)))


class Match:
    """Runs rounds of :class:`Game` and keeps the score.

    ``apply`` forwards an action to the round in progress; when the round ends it scores it and
    may end the match. ``next_round`` starts the next one (the UI shows the result in between).
    """

    def __init__(self, rules: Rules, players: int, seed: int | None = None) -> None:
        rules.check_players(players)
        self.rules = rules
        self.n = players
        self.seed = seed if seed is not None else random.randrange(2**32)
        self.rng = random.Random(self.seed)
        self.totals = [0] * players
        self.rounds_won = [0] * players
        self.gone = [False] * players
        self.round_no = 0
        self.dealer = -1
        self.last_winner = -1
        self.last_values: tuple[int, ...] = ()
        self.history: list[tuple[int, ...]] = []  # points of each round
        self.game: Game | None = None
        self.scored = False
        self.over = False
        self.winners: tuple[int, ...] = ()

    # ------------------------------------------------------------------ rounds
    def start(self, deck: Sequence[int] | None = None, dealer: int | None = None) -> list[ev.Event]:
        """Choose the first dealer (unless given) and deal the first round."""
        out: list[ev.Event] = []
        if dealer is None:
            dealer, draws = self._choose_dealer()
            out.append(ev.DealerChosen(dealer, draws))
        self.dealer = dealer
        out += self._deal(deck, first=None)
        return out

    def next_round(self, deck: Sequence[int] | None = None) -> list[ev.Event]:
        if self.over:
            raise IllegalAction("match_over", "the match is over")
        if self.game is None or not self.game.over:
            raise IllegalAction("round_not_over", "the round is still being played")
        first = None
        if self.rules.scoring == "lazy":
            # The player holding the most points deals; the round winner starts.
            values = self.last_values
            candidates = [s for s in range(self.n) if not self.gone[s]]
            self.dealer = max(candidates, key=lambda s: (values[s], -s))
            if not self.gone[self.last_winner] and self.last_winner != self.dealer:
                first = self.last_winner
        else:
            self.dealer = self._next_seat(self.dealer)
        return self._deal(deck, first)

    def _deal(self, deck: Sequence[int] | None, first: int | None) -> list[ev.Event]:
        self.round_no += 1
        self.scored = False
        self.game, events = Game.new_round(
            self.rules, self.n, self.rng, self.dealer, gone=self.gone, deck=deck, first=first
        )
        return events

    def _next_seat(self, seat: int) -> int:
        for i in range(1, self.n + 1):
            s = (seat + i) % self.n
            if not self.gone[s]:
                return s
        return seat

    def _choose_dealer(self) -> tuple[int, tuple[tuple[int, int], ...]]:
        seats = [s for s in range(self.n) if not self.gone[s]]
        if self.rules.dealer_selection == "random":
            return self.rng.choice(seats), ()
        pile = self.rules.deck()
        self.rng.shuffle(pile)
        draws: list[tuple[int, int]] = []
        contenders = seats
        while len(contenders) > 1:
            if len(pile) < len(contenders):
                pile = self.rules.deck()
                self.rng.shuffle(pile)
            drawn = [(s, pile.pop()) for s in contenders]
            draws += drawn
            # Action and black cards count as 0; a tie among the highest is redrawn.
            score = {s: (CARD_KIND[c] if CARD_KIND[c] <= 9 else 0) for s, c in drawn}
            best = max(score.values())
            contenders = [s for s in contenders if score[s] == best]
        return contenders[0], tuple(draws)

    # ------------------------------------------------------------------ play
    def apply(self, action: Action) -> list[ev.Event]:
        if self.game is None:
            raise IllegalAction("no_round", "the match has not started")
        if self.over:
            raise IllegalAction("match_over", "the match is over")
        events = self.game.apply(action)
        self.gone = list(self.game.gone)
        return events + self.settle()

    def settle(self) -> list[ev.Event]:
        """Score the round if it is over and not scored yet. ``apply`` does it; code that
        applies actions to ``game`` itself (simulations) calls it at the round's end."""
        game = self.game
        if game is None or game.result is None or self.scored:
            return []
        return self._score(game.result)

    def stop(self) -> list[ev.Event]:
        """End a match that has no end of its own (lazy scoring), or end it early."""
        if self.over:
            return []
        best = max(self.rounds_won) if self.rules.scoring == "lazy" else None
        if best is not None:
            winners = tuple(s for s in range(self.n) if self.rounds_won[s] == best)
        else:
            winners = self._leaders()
        return self._end(winners)

    def standings(self) -> list[int]:
        """Seats from first to last place: the winners first, those who left last; then by the
        scoring mode (most points, fewest under penalty scoring, most rounds won when lazy);
        ties go to the fewer points left in hand at the end of the last round."""
        low = self.rules.scoring in ("penalty", "elimination")
        lazy = self.rules.scoring == "lazy"
        values = self.last_values or (0,) * self.n

        def key(s: int) -> tuple[bool, bool, int, int, int]:
            score = -self.rounds_won[s] if lazy else (self.totals[s] if low else -self.totals[s])
            return (s not in self.winners, self.gone[s], score, values[s], s)

        return sorted(range(self.n), key=key)

    # ------------------------------------------------------------------ scoring
    def teams(self) -> list[tuple[int, ...]] | None:
        """The partnerships of the current round, or None without team play."""
        if not self.rules.teams:
            return None
        if self.rules.rotate_partners:
            return [tuple(t) for t in _ROTATION[(max(self.round_no, 1) - 1) % 4]]
        half = self.n // 2
        return [(s, s + half) for s in range(half)]

    def team_of(self, seat: int) -> tuple[int, ...]:
        for team in self.teams() or []:
            if seat in team:
                return team
        return (seat,)

    def _score(self, result: ev.RoundEnded) -> list[ev.Event]:
        self.scored = True
        rules = self.rules
        values = result.values
        winner = result.winner
        self.last_values = values
        self.last_winner = winner
        self.rounds_won[winner] += 1
        points = [0] * self.n
        mode = rules.scoring
        if mode in ("winner_takes", "single_round"):
            side = self.team_of(winner)
            won = sum(values[s] for s in range(self.n) if s not in side)
            if rules.rotate_partners:
                for s in side:
                    points[s] = won
            else:
                points[winner] = won
        elif mode in ("penalty", "elimination"):
            points = [0 if self.gone[s] else values[s] for s in range(self.n)]
        for s in range(self.n):
            self.totals[s] += points[s]
        self.history.append(tuple(points))
        out: list[ev.Event] = [ev.ScoresUpdated(tuple(points), tuple(self.totals))]
        if mode == "elimination":
            for s in range(self.n):
                if not self.gone[s] and self.totals[s] >= rules.target:
                    self.gone[s] = True
                    out.append(ev.PlayerOut(s, "elimination"))
        winners = self._winners_now(winner)
        if winners:
            out += self._end(winners)
        return out

    def _winners_now(self, round_winner: int) -> tuple[int, ...]:
        rules = self.rules
        mode = rules.scoring
        alive = [s for s in range(self.n) if not self.gone[s]]
        if mode == "elimination":
            if len(alive) <= 1:
                if alive:
                    return tuple(alive)
                low = min(self.totals)
                return tuple(s for s in range(self.n) if self.totals[s] == low)
            return ()
        teams_alive = {self.team_of(s) for s in alive}
        if len(teams_alive) <= 1:
            return tuple(alive)
        if mode == "single_round":
            return self.team_of(round_winner)
        if rules.rotate_partners:
            return self._leaders() if self.round_no >= 4 else ()
        if mode == "lazy":
            return ()
        side_totals = self._side_totals()
        if max(side_totals.values()) < rules.target:
            return ()
        return self._leaders()

    def _side_totals(self) -> dict[tuple[int, ...], int]:
        sides: dict[tuple[int, ...], int] = {}
        for s in range(self.n):
            if self.gone[s]:  # a seat that left ranks last, whatever its total
                continue
            side = self.team_of(s) if not self.rules.rotate_partners else (s,)
            sides[side] = sides.get(side, 0) + self.totals[s]
        return sides

    def _leaders(self) -> tuple[int, ...]:
        """The best side by the scoring mode: highest points, or lowest under penalty modes."""
        sides = {k: v for k, v in self._side_totals().items() if not all(self.gone[s] for s in k)}
        if not sides:
            return ()
        low_wins = self.rules.scoring in ("penalty", "elimination")
        best = min(sides.values()) if low_wins else max(sides.values())
        return tuple(sorted(s for side, v in sides.items() if v == best for s in side))

    def _end(self, winners: tuple[int, ...]) -> list[ev.Event]:
        self.over = True
        self.winners = winners
        return [ev.MatchEnded(winners, tuple(self.totals))]
