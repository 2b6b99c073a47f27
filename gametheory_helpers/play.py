"""A game between a student and a perfect computer opponent, without any user interface.

:class:`PlaySession` holds the rules of the match (whose turn, the history,
undo, hints, who won) so that the widget in :mod:`gametheory_helpers.widgets`
only draws it, and tests can script whole games without a browser.

The computer plays perfectly: from an N-position (先手必胜) it moves to a
P-position (先手必败) and says why; from a P-position every move loses against
perfect play, so it picks the move that leaves the student the most options
(the most chances to go wrong) and keeps the game going.

A match never hangs: the engine solves the starting position once (after that
every position of the match is in its cache), and refuses with a readable
:class:`~gametheory_helpers.core.SearchLimitError` a start that needs more
than ``max_steps`` search steps; a game with a theorem needs no search at
all: a game that carries one (``game.theorem``, a
:class:`~gametheory_helpers.theorems.Theorem`, as Bash, Nim and Wythoff do) is
played by it, its moves cited in the computer's messages, and a closed form can
also be passed as ``grundy=``.

>>> from gametheory_helpers.games.nim import nim
>>> session = PlaySession(nim(), (1, 2), human_first=False)
>>> session.history[-1].after, session.to_move
((1, 1), 'human')
>>> session.play((0, 1)).after      # the student moves, the computer answers
(0, 0)
>>> session.winner
'computer'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .core import Game
from .i18n import N_, _
from .theorems import Theorem, theorem_of
from .validation import SearchLimitError, require_int, show

__all__ = ["OPTIONS_LIMIT", "SEARCH_LIMIT", "Move", "PlaySession", "describe_move"]

HUMAN = N_("human")
COMPUTER = N_("computer")
SEARCH_LIMIT = 250_000  # search steps a match may take to solve its start: under a second
OPTIONS_LIMIT = 20_000  # moves from one position a match lists (Nim (100, 200, 300) has 600)


@dataclass(frozen=True)
class Move:
    """One move of a match: who played it, from where to where, and the computer's reason."""

    player: str
    before: Any
    after: Any
    reason: str = ""


def _is_heaps(position: Any) -> bool:
    return isinstance(position, tuple) and all(
        isinstance(h, int) and not isinstance(h, bool) for h in position
    )


def describe_move(before: Any, after: Any) -> str:
    """Describe a move in words: heaps get "take 3 from heap 2", other games "A → B".

    >>> describe_move(7, 4), describe_move((7, 8, 9), (1, 8, 9)), describe_move("a", "b")
    ('take 3 (7 → 4)', 'heap 1: 7 → 1 (take 6)', "'a' → 'b'")
    """
    if isinstance(before, int) and isinstance(after, int) and after < before:
        return _("take {count} ({before} → {after})").format(
            count=before - after, before=before, after=after
        )
    if _is_heaps(before) and _is_heaps(after) and len(before) == len(after):
        changed = [i for i, (x, y) in enumerate(zip(before, after, strict=True)) if x != y]
        if len(changed) == 1:
            (i,) = changed
            taken = before[i] - after[i]
            suffix = (
                _(" (take {count})").format(count=taken)
                if taken > 0
                else _(" (add {count})").format(count=-taken)
            )
            return (
                _("heap {number}: {before} → {after}").format(
                    number=i + 1, before=before[i], after=after[i]
                )
                + suffix
            )
    return f"{show(before)} → {show(after)}"


Strategy = Callable[[Any], Any]


class PlaySession:
    """A match of ``game`` from ``start`` between the student and the computer.

    Parameters
    ----------
    game:
        any :class:`Game`; the engine decides every question of who wins.
    start:
        the starting position.
    human_first:
        whether the student makes the first move (otherwise the computer does,
        at once).
    explain:
        optional ``explain(position) -> str`` adding the game's own reason to
        the computer's message, e.g. ``"1 xor 8 xor 9 = 0"`` for Nim.
    grundy:
        optional ``grundy(position) -> int``, a theorem's closed form for the SG
        value, used instead of the engine's search in every question of who wins
        (the computer's choice, its reason, hints, the outcome); the engine then
        only lists the legal moves, so a row of 40 coins plays at once.
    strategy:
        optional ``strategy(position) -> option`` choosing the computer's move
        (a theorem's winning move, a symmetry strategy...); it must return a
        legal option. Who wins is still decided by ``grundy`` or the engine.
    describe:
        ``describe(before, after) -> str`` naming a move in the game's own words
        in the computer's messages (default :func:`describe_move`).
    max_steps:
        the most search steps the engine may take to solve a start (default
        :data:`SEARCH_LIMIT`; ``None`` for no limit).
    theorem:
        the game's :class:`~gametheory_helpers.theorems.Theorem` (default: the
        one the game carries, ``game.theorem``; ``False`` for none). It decides
        who wins and the computer's move, and its reason is cited; ``grundy`` and
        ``strategy``, when given, take precedence.
    """

    def __init__(
        self,
        game: Game,
        start: Any,
        *,
        human_first: bool = True,
        explain: Callable[[Any], str] | None = None,
        grundy: Callable[[Any], int] | None = None,
        strategy: Strategy | None = None,
        describe: Callable[[Any, Any], str] = describe_move,
        max_steps: int | None = SEARCH_LIMIT,
        theorem: Theorem | bool | None = None,
    ) -> None:
        if not isinstance(game, Game):
            raise TypeError(_("PlaySession needs a Game, got {value}").format(value=show(game)))
        for label, function in (("grundy", grundy), ("explain", explain), ("strategy", strategy)):
            if function is not None and not callable(function):
                raise TypeError(
                    _("{label} must be a function of a position, got {value}").format(
                        label=label, value=show(function)
                    )
                )
        if not callable(describe):
            raise TypeError(
                _("describe must be a function (before, after) -> str, got {value}").format(
                    value=show(describe)
                )
            )
        if not isinstance(human_first, bool):
            raise TypeError(
                _("human_first must be True or False, got {value}").format(value=show(human_first))
            )
        if max_steps is not None:
            require_int(max_steps, "max_steps", minimum=1)
        if not (theorem is None or theorem is False or isinstance(theorem, Theorem)):
            raise TypeError(
                _("theorem must be a Theorem, None or False, got {value}").format(
                    value=show(theorem)
                )
            )
        self._theorem_choice = theorem
        self.game = game
        self.explain = explain
        self.closed_form = grundy
        self.max_steps = max_steps
        self._last_options: tuple[Any, list[Any]] | None = None
        self.strategy = strategy
        self.describe = describe
        self.restart(start, human_first=human_first)

    # -- state ---------------------------------------------------------------

    @property
    def theorem(self) -> Theorem | None:
        """The theorem the computer plays by (``None`` when it searches)."""
        if self._theorem_choice is False:
            return None
        if isinstance(self._theorem_choice, Theorem):
            return self._theorem_choice
        return theorem_of(self.game)

    def restart(self, start: Any | None = None, *, human_first: bool | None = None) -> None:
        """Start a new match (same start and order unless given).

        Raises ``ValueError`` (and changes nothing) for a start that is not a
        position of the game or is too large to solve.
        """
        if start is not None or not hasattr(self, "start"):
            checked = self.game.check_position(start)
            self.is_p(checked)  # solve it now, or refuse before anything changes
            self._options(checked)  # and list its moves, or refuse a start with too many
            self.start = checked
        if human_first is not None:
            if not isinstance(human_first, bool):
                raise TypeError(
                    _("human_first must be True or False, got {value}").format(
                        value=show(human_first)
                    )
                )
            self.human_first = human_first
        self.position = self.start
        self.history: list[Move] = []
        self.to_move = HUMAN if self.human_first else COMPUTER
        if self.to_move == COMPUTER and not self.is_over:
            self.computer_move()

    def change_game(self, game: Game, start: Any, *, human_first: bool | None = None) -> None:
        """Play a different ``game`` from ``start``, forgetting everything cached about the old one.

        On a refused start nothing changes (the old game and match stay).
        """
        if not isinstance(game, Game):
            raise TypeError(_("PlaySession needs a Game, got {value}").format(value=show(game)))
        saved = (self.game, self._last_options)
        self.game, self._last_options = game, None
        try:
            self.restart(start, human_first=human_first)
        except BaseException:
            self.game, self._last_options = saved
            raise

    @property
    def is_over(self) -> bool:
        """True when the player to move has no move (and so has lost)."""
        options = self._options(self.position)
        return options is not None and not options

    @property
    def moves_listed(self) -> bool:
        """False when the position has too many moves to list (a theorem then checks them)."""
        return self._options(self.position) is not None

    @property
    def winner(self) -> str | None:
        """``'human'`` or ``'computer'`` once the match is over, else ``None``."""
        if not self.is_over:
            return None
        return COMPUTER if self.to_move == HUMAN else HUMAN

    def legal_moves(self) -> list[Any]:
        """The positions the player to move can reach (refused when too many to list)."""
        options = self._options(self.position)
        if options is None:
            raise SearchLimitError(
                _("{position} has more than {options_limit:,} moves, too many to list").format(
                    position=show(self.position), options_limit=OPTIONS_LIMIT
                ),
                limit=OPTIONS_LIMIT,
                position=self.position,
            )
        return list(options)

    def _options(self, position: Any) -> list[Any] | None:
        # None: too many moves to list, but the theorem can check a move (is_move).
        # The widget asks for the moves of the same position several times per redraw;
        # with 40 coins that is ten thousand options each time, so keep the last list.
        if self._last_options is None or self._last_options[0] != position:
            try:
                # the engine counts a position of n parts as 1 + n // 10 steps
                parts = len(position) if isinstance(position, tuple | frozenset) else 0
                options = self.game.options(position, max_steps=OPTIONS_LIMIT * (1 + parts // 10))
            except SearchLimitError:
                theorem = self.theorem
                if theorem is not None and theorem.is_move is not None:
                    self._last_options = (position, None)
                    return None
                raise SearchLimitError(
                    _(
                        "{position} has more than {options_limit:,} moves, too many to play "
                        "here: start from a smaller position (the game's theorem still says "
                        "who wins from it)"
                    ).format(position=show(position), options_limit=OPTIONS_LIMIT),
                    limit=OPTIONS_LIMIT,
                    position=position,
                ) from None
            self._last_options = (position, options)
        return self._last_options[1]

    def grundy(self, position: Any) -> int:
        """The SG value of ``position``: a closed form if there is one, else the engine's."""
        if self.closed_form is not None:
            return self.closed_form(position)
        theorem = self.theorem
        if theorem is not None and theorem.grundy is not None:
            return theorem.grundy(position)
        return self.game.grundy(position, max_steps=self.max_steps)

    def is_p(self, position: Any) -> bool:
        """Whether ``position`` is a P-position: by the closed form, the theorem or the engine."""
        theorem = self.theorem
        if self.closed_form is None and theorem is not None:
            return bool(theorem.is_p_position(position))
        return self.grundy(position) == 0

    def winning_moves(self, position: Any) -> list[Any]:
        """The options of ``position`` that are P-positions (SG value 0)."""
        if self.closed_form is None and self.theorem is None:
            self.game.grundy(position, max_steps=self.max_steps)
        options = self._options(position)
        if options is None:  # too many to list: the theorem names its move
            assert self.theorem is not None
            move = self.theorem.winning_move(position)
            return [] if move is None else [move]
        return [option for option in options if self.is_p(option)]

    def hint(self) -> list[Any]:
        """The student's winning moves from the current position (empty when losing)."""
        return self.winning_moves(self.position)

    def outcome(self) -> str:
        """'N' or 'P' for the current position, seen by the player to move."""
        return "P" if self.is_p(self.position) else "N"

    # -- moves ---------------------------------------------------------------

    def play(self, option: Any) -> Move | None:
        """Make the student's move to ``option``; the computer answers at once.

        Returns the computer's reply (``None`` when the student's move ended
        the match).  Raises ``ValueError`` for a move that is not legal now.
        """
        if self.is_over:
            raise ValueError(
                _("the game is over: {winner} won. Start a new game.").format(winner=_(self.winner))
            )
        if self.to_move != HUMAN:
            raise ValueError(_("it is the computer's turn"))
        theorem = self.theorem
        if not self.moves_listed and theorem is not None and theorem.is_move is not None:
            if not theorem.is_move(self.position, option):
                raise ValueError(
                    _("{option} is not a legal move from {position} in {name}").format(
                        option=show(option), position=show(self.position), name=self.game.name
                    )
                )
            legal = [option]
        else:
            legal = self.legal_moves()
        if option not in legal:
            shown = ", ".join(map(repr, legal[:8])) + (", ..." if len(legal) > 8 else "")
            raise ValueError(
                _(
                    "{option} is not a legal move from {position}; the legal moves lead to {shown}"
                ).format(option=show(option), position=show(self.position), shown=shown)
            )
        self.history.append(Move(HUMAN, self.position, option))
        self.position = option
        self.to_move = COMPUTER
        if self.is_over:
            return None
        return self.computer_move()

    def computer_move(self) -> Move:
        """Let the computer move (it must be its turn) and return the move with its reason."""
        if self.to_move != COMPUTER or self.is_over:
            raise ValueError(_("the computer cannot move now"))
        before = self.position
        if self.strategy is not None:
            after = self.strategy(before)
            if not self._is_legal(before, after):
                raise ValueError(
                    _("the strategy chose {after}, not a legal move from {before}").format(
                        after=show(after), before=show(before)
                    )
                )
        else:
            after = self._engine_choice(before)
        reason = self._reason(before, after)
        move = Move(COMPUTER, before, after, reason)
        self.history.append(move)
        self.position = after
        self.to_move = HUMAN
        return move

    def _is_legal(self, before: Any, after: Any) -> bool:
        options = self._options(before)
        if options is None:
            theorem = self.theorem
            return (
                theorem is not None
                and theorem.is_move is not None
                and theorem.is_move(before, after)
            )
        return after in options

    def _engine_choice(self, position: Any) -> Any:
        theorem = self.theorem
        if self.closed_form is None and theorem is not None:
            move = theorem.winning_move(position)
            if move is not None and self._is_legal(position, move):
                return move
            if theorem.keep_going is not None:
                kept = theorem.keep_going(position)
                if kept is not None and self._is_legal(position, kept):
                    return kept
        winning = self.winning_moves(position)
        if winning:
            return winning[0]
        options = self._options(position)
        if options is None and theorem is not None and theorem.keep_going is not None:
            kept = theorem.keep_going(position)
            if kept is not None and self._is_legal(position, kept):
                return kept
        if options is None:
            raise SearchLimitError(
                _("{position} has too many moves for the computer to choose from").format(
                    position=show(position)
                ),
                limit=OPTIONS_LIMIT,
                position=position,
            )
        if self.closed_form is not None or theorem is not None:
            # Every move loses; counting the options of every option could be slow
            # here, so take the option of largest SG value (a fixed, cheap choice).
            if self.closed_form is None and (theorem is None or theorem.grundy is None):
                return options[0]
            return max(options, key=self.grundy)
        # Every move loses: leave the student as many options as possible.
        if len(options) > 200:  # counting the options of every option would be slow
            return options[0]
        return max(options, key=lambda option: len(self.game.options(option)))

    def _reason(self, before: Any, after: Any) -> str:
        move = self.describe(before, after)
        if self._options(after) == []:
            text = _("I played {move}: you have no move left, so I win.").format(move=move)
        elif self.is_p(after):
            text = _(
                "I played {move}, reaching a P-position (SG value 0): "
                "whatever you do, I have an answer."
            ).format(move=move)
        else:
            text = _(
                "I played {move}. I was in a P-position (SG value 0): every move loses "
                "against perfect play, so I keep the game going and wait for a mistake."
            ).format(move=move)
        if self.explain is not None:
            extra = self.explain(after)
            if extra:
                text += _(" ({reason})").format(reason=extra)
        elif self.closed_form is None and self.theorem is not None:
            text += _(" ({reason})").format(reason=self.theorem.reason(before, after))
        return text

    def undo(self) -> None:
        """Take back the student's last move (and the computer's reply to it)."""
        if not any(move.player == HUMAN for move in self.history):
            raise ValueError(_("there is no move of yours to take back"))
        while self.history:
            move = self.history.pop()
            self.position = move.before
            if move.player == HUMAN:
                break
        self.to_move = HUMAN
