"""The generic engine: a game is a function from a position to its options.

Every chapter of the collection starts the same way: write down the legal moves
of a game, and let the solver compute which positions are P-positions (先手必败)
and which are N-positions (先手必胜), or more precisely their Sprague-Grundy
values (SG 函数).  This module holds that solver and the two small functions
it rests on, :func:`mex` and :func:`nim_sum`.

The solver is an iterative depth-first search with an explicit stack, so the
depth of a game is limited by memory, not by Python's recursion limit, and a
game with a cycle is reported as :class:`LoopyGameError` instead of looping
forever.

Example
-------
>>> take_1_or_2 = Game(lambda n: [n - k for k in (1, 2) if k <= n], name="take 1 or 2")
>>> [take_1_or_2.outcome(n) for n in range(7)]
['P', 'N', 'N', 'P', 'N', 'N', 'P']
>>> take_1_or_2.winning_moves(7)
[6]
"""

from __future__ import annotations

import gc
import operator
from collections.abc import Callable, Hashable, Iterable, Iterator
from contextlib import contextmanager
from functools import reduce
from typing import TYPE_CHECKING, Any

from .i18n import _, gettext
from .validation import SearchLimitError, require_int, show

if TYPE_CHECKING:
    import networkx as nx

Position = Hashable
MovesFunction = Callable[[Any], Iterable[Any]]

__all__ = [
    "DEFAULT_MAX_STEPS",
    "Game",
    "LoopyGameError",
    "SearchLimitError",
    "game_sum",
    "mex",
    "nim_sum",
]


class LoopyGameError(ValueError):
    """The game graph has a cycle, so Sprague-Grundy values are not defined.

    The attribute ``position`` holds one position that lies on the cycle and
    ``cycle`` the positions of the cycle in move order.
    """

    def __init__(self, game_name: str, cycle: list[Any]) -> None:
        if isinstance(cycle, str | bytes) or not isinstance(cycle, list | tuple) or not cycle:
            raise TypeError(
                _("cycle must be a non-empty list of positions, got {value}").format(
                    value=show(cycle)
                )
            )
        cycle = list(cycle)
        self.position = cycle[0]
        self.cycle = cycle
        shown = " -> ".join(show(p, 40) for p in [*cycle[:6], cycle[0]])
        if len(cycle) > 6:
            shown = " -> ".join(show(p, 40) for p in cycle[:6]) + _(
                " -> ... ({count} positions)"
            ).format(count=len(cycle))
        super().__init__(
            _(
                "{name} is loopy: position {position} can be reached again from "
                "itself ({cycle}). Sprague-Grundy values are only defined for games that "
                "always end, whose game graph is acyclic (博弈图是 DAG)."
            ).format(name=game_name, position=show(self.position), cycle=shown)
        )


def _search_limit(game_name: str, position: Any, limit: int, hint: str) -> SearchLimitError:
    message = _(
        "{name}: deciding who wins from {position} needs a search of more than "
        "{limit:,} steps, too many to wait for here. Start from a smaller position"
    ).format(name=game_name, position=show(position), limit=limit)
    message += (
        _(", or {hint}").format(hint=_(hint))
        if hint
        else _(", or use the game's theorem instead of the brute force")
    )
    message += _(" (or pass a larger max_steps, or max_steps=None for no limit).")
    return SearchLimitError(message, limit=limit, position=position)


def mex(values: Iterable[int]) -> int:
    """Return the minimal excludant: the least non-negative integer not in ``values``.

    >>> mex([0, 1, 4, 2]), mex([2, 3, 6]), mex([])
    (3, 0, 0)
    """
    if isinstance(values, str | bytes) or not isinstance(values, Iterable):
        raise TypeError(
            _("mex takes an iterable of non-negative integers, got {value}").format(
                value=show(values)
            )
        )
    return _mex([_check_nim_value(v, "mex") for v in values])


def _mex(values: Iterable[int]) -> int:
    # The solver's unchecked version: its values are SG values it computed itself.
    present = set(values)
    result = 0
    while result in present:
        result += 1
    return result


def _check_nim_value(value: Any, function: str = "nim_sum") -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(
            _("{function} works on non-negative integers, got {value}").format(
                function=function, value=show(value)
            )
        )
    if value < 0:
        raise ValueError(
            _("{function} works on non-negative integers, got {value}").format(
                function=function, value=value
            )
        )
    return value


def nim_sum(*values: int | Iterable[int]) -> int:
    """Return the Nim-sum (异或, bitwise xor) of the given non-negative integers.

    Accepts the numbers as separate arguments or as one iterable.

    >>> nim_sum(3, 4, 2), nim_sum([14, 21, 39]), nim_sum()
    (5, 60, 0)
    """
    if len(values) == 1 and not isinstance(values[0], int):
        items: Iterable[Any] = values[0]
        if isinstance(items, str | bytes) or not isinstance(items, Iterable):
            raise TypeError(
                _("nim_sum takes integers or one iterable of integers, got {value}").format(
                    value=show(values[0])
                )
            )
    else:
        items = values
    return reduce(operator.xor, (_check_nim_value(v) for v in items), 0)


DEFAULT_MAX_STEPS = 1_500_000
"""Search steps :meth:`Game.grundy` may take by default: about a second of search.

Calibrated on the 2-core machine the collection is tested on: the solver runs about 1.0 to
1.5 million steps per CPU second on three-heap Nim (Nim (30, 30, 30): 1.37 million steps,
1.4 s of CPU) and about 0.5 million on a sum of two games (the 10^6 positions of two
take-1-or-2 heaps of 999: 5 million steps, 9 s).  Three-heap Nim at (40, 50, 60) needs
9.7 million steps, about 8 s of CPU, and is refused unless ``max_steps`` is raised.
"""


def _weight(position: Any) -> int:
    # A position of many parts (a tuple of 10^5 heaps) costs time and memory in proportion to
    # its length each time it is built, hashed or stored: it counts 1 + len // 10 steps.
    if type(position) is tuple or type(position) is frozenset:
        return 1 + len(position) // 10
    return 1


def _too_many_options(game_name: str, position: Any, limit: int, hint: str) -> SearchLimitError:
    message = _(
        "{name}: listing the options of {position} takes more than {limit:,} steps "
        "(an option counts one step, plus one per 10 parts of a long position), too many to "
        "build here. Start from a smaller position"
    ).format(name=game_name, position=show(position), limit=limit)
    message += _(", or {hint}").format(hint=_(hint)) if hint else ""
    message += _(" (or pass a larger max_steps, or max_steps=None for no limit).")
    return SearchLimitError(message, limit=limit, position=position)


def _budget(max_steps: int | None) -> list[float]:
    return [float("inf") if max_steps is None else max_steps]


class Game:
    """An impartial game (公平组合游戏) given by its move rule.

    Parameters
    ----------
    moves:
        ``moves(position)`` returns an iterable of the positions reachable in
        one move.  Positions must be hashable (ints, tuples, frozensets...).
        A position with no moves is terminal: the player to move there loses
        (normal play).
    name:
        A readable name, used in error messages and plots.
    validate:
        Optional ``validate(position)`` that raises ``ValueError`` or
        ``TypeError`` with a helpful message when a position given by the user
        is not a position of this game (a negative heap, a wrong type...).  It
        is called on positions passed to the public methods, not on every
        position the solver visits.
    size:
        Optional ``size(position) -> int``, an upper bound on the number of
        positions reachable from ``position``, or of the search's steps (Bash: ``(n + 1)(m + 1)``,
        each position and its moves); a search that
        would need more than ``max_steps`` is then refused at once (a Bash heap
        of 10^100 is refused in microseconds, pointing to the theorem).
    hint:
        What to use instead when a search is too long (a sentence such as
        "use games.wythoff.is_p_position(a, b), Wythoff's theorem"), shown in
        the :class:`SearchLimitError` message.

    All queries share one cache of Sprague-Grundy values, so asking for the
    outcome of many positions of the same game costs little.

    >>> nim_heap = Game(lambda n: range(n), name="one Nim heap")
    >>> nim_heap.grundy(5), nim_heap.outcome(0)
    (5, 'P')
    """

    def __init__(
        self,
        moves: MovesFunction,
        name: str = "game",
        validate: Callable[[Any], object] | None = None,
        *,
        size: Callable[[Any], int] | None = None,
        hint: str = "",
    ) -> None:
        if not callable(moves):
            raise TypeError(_("Game needs a moves function, got {value}").format(value=show(moves)))
        if validate is not None and not callable(validate):
            raise TypeError(
                _("validate must be callable or None, got {value}").format(value=show(validate))
            )
        if size is not None and not callable(size):
            raise TypeError(
                _("size must be a function of a position or None, got {value}").format(
                    value=show(size)
                )
            )
        if not isinstance(name, str):
            raise TypeError(_("name must be a string, got {value}").format(value=show(name)))
        self._moves = moves
        self._validate = validate
        self._size = size
        self.hint = hint
        self.name = name
        self._name_parts: tuple[str, dict[str, Any]] | None = None
        self._grundy: dict[Any, int] = {}

    def __repr__(self) -> str:
        return f"Game({self.name!r})"

    def named(self, template: str, **values: Any) -> Game:
        """Name the game ``template`` with ``values`` filled in, and return the game.

        :attr:`name` is the English text; :attr:`shown_name` translates ``template`` (mark it
        ``N_()`` where it is written).  A game (or coin rule) among the values is written by
        its own name, a tuple of them as their sum ``A + B``.

        >>> heap = Game(lambda n: range(n), name="heap")
        >>> Game(lambda p: [], name="x").named("misère {game} of {n}", game=heap, n=3).name
        'misère heap of 3'
        """
        self._name_parts = (template, values)
        self.name = template.format(**_names(values, "name"))
        return self

    @property
    def shown_name(self) -> str:
        """:attr:`name` in the reader's language (``set_language``); ``name`` stays English."""
        if self._name_parts is None:
            return gettext(self.name)
        template, values = self._name_parts
        return gettext(template).format(**_names(values, "shown_name"))

    # -- positions and options -------------------------------------------------

    def check_position(self, position: Any) -> Any:
        """Raise a clear error unless ``position`` is a hashable position of this game."""
        _require_hashable(position, self.name)
        if self._validate is not None:
            self._validate(position)
        return position

    def options(self, position: Any, *, max_steps: int | None = DEFAULT_MAX_STEPS) -> list[Any]:
        """Return the positions reachable from ``position`` in one move, without repeats.

        More than ``max_steps`` options (counting repeats; an option of many parts,
        such as a tuple of 10^5 heaps, counts ``1 + len // 10``) raise
        :class:`SearchLimitError`; options are built one at a time, so the refusal
        comes before the memory runs out.

        >>> Game(lambda n: [n - 1, n - 1] if n else [], name="chain").options(3)
        [2]
        """
        self.check_position(position)
        if max_steps is not None:
            require_int(max_steps, "max_steps", minimum=1)
        budget = _budget(max_steps)
        unique: dict[Any, None] = {}
        for option in self._iter_options(position):
            budget[0] -= _weight(option)
            if budget[0] < 0:
                raise _too_many_options(self.name, position, max_steps, self.hint)  # type: ignore[arg-type]
            try:
                unique[option] = None
            except TypeError:
                raise TypeError(self._unhashable_message(position, option)) from None
        return list(unique)

    def _iter_options(self, position: Any) -> Iterator[Any]:
        result = self._moves(position)
        if result is None:
            raise ValueError(
                _(
                    "the moves function of {name} returned None for position {position}; "
                    "it must return an iterable of positions (an empty list for a terminal "
                    "position). Did you forget a `return`?"
                ).format(name=self.name, position=show(position))
            )
        if isinstance(result, str | bytes):
            raise ValueError(self._not_iterable_message(position, result))
        try:
            return iter(result)
        except TypeError:
            raise ValueError(self._not_iterable_message(position, result)) from None

    def _unhashable_message(self, position: Any, option: Any) -> str:
        return _(
            "the moves function of {name} returned the unhashable "
            "position {option} (from {position}); positions must be "
            "hashable: use a tuple instead of a list, a frozenset instead of a set"
        ).format(name=self.name, option=show(option), position=show(position))

    def _not_iterable_message(self, position: Any, result: Any) -> str:
        return _(
            "the moves function of {name} returned {result} for position "
            "{position}; it must return an iterable of positions (a list, tuple, "
            "set or generator)."
        ).format(name=self.name, result=show(result), position=show(position))

    # -- the solver ------------------------------------------------------------

    def grundy(self, position: Any, *, max_steps: int | None = DEFAULT_MAX_STEPS) -> int:
        """Return the Sprague-Grundy value of ``position`` (0 exactly for P-positions).

        The search stops with :class:`SearchLimitError` after ``max_steps`` steps
        (default :data:`DEFAULT_MAX_STEPS`, about a second; ``None`` for no
        limit): a step is a new position entered or a move (an edge of the
        game graph) looked at, so the limit bounds both the time and the depth.  A
        position of many parts (a tuple of 10^5 heaps) counts ``1 + len // 10`` steps
        when entered, since building and hashing it costs in proportion.

        >>> Game(lambda n: [n - k for k in (1, 2) if k <= n]).grundy(5)
        2
        >>> chain = Game(lambda n: [n - 1] if n else [], name="chain")
        >>> try:
        ...     chain.grundy(10**6, max_steps=100)
        ... except SearchLimitError as error:
        ...     print(str(error)[:72])
        chain: deciding who wins from 1000000 needs a search of more than 100 st
        """
        self.check_position(position)
        if max_steps is not None:
            require_int(max_steps, "max_steps", minimum=1)
        self._refuse_if_too_large(position, max_steps)
        return self._solve(position, _budget(max_steps), max_steps)

    def _refuse_if_too_large(self, position: Any, max_steps: int | None) -> None:
        if self._size is None or max_steps is None or position in self._grundy:
            return
        if self._size(position) > max_steps:
            raise _search_limit(self.name, position, max_steps, self.hint)

    def _solve(
        self, start: Any, budget: list[float] | None = None, limit: int | None = None
    ) -> int:
        cache = self._grundy
        if start in cache:
            return cache[start]
        # The search allocates millions of small tuples that are never garbage:
        # Python's cyclic collector would rescan all of them again and again
        # (measured on the 10^6-state benchmark: about 3x slower with it).
        with _cyclic_gc_paused():
            return self._search(start, budget if budget is not None else [float("inf")], limit)

    def _search(self, start: Any, budget: list[float], max_steps: int | None) -> int:
        cache = self._grundy
        # Each frame: (position, iterator over its options, SG values of options seen).
        stack: list[tuple[Any, Iterator[Any], list[int]]] = [(start, self._iter_options(start), [])]
        on_path = {start}
        while stack:
            position, options, values = stack[-1]
            for option in options:
                try:
                    known = cache.get(option)
                except TypeError:
                    raise TypeError(self._unhashable_message(position, option)) from None
                if known is not None:
                    values.append(known)
                    if len(values) > budget[0]:
                        # A moves function repeating solved options forever must stop too.
                        raise _search_limit(self.name, start, max_steps, self.hint)  # type: ignore[arg-type]
                    continue
                if option in on_path:
                    path = [frame[0] for frame in stack]
                    raise LoopyGameError(self.name, path[path.index(option) :])
                budget[0] -= _weight(option)
                if budget[0] < 0:
                    raise _search_limit(self.name, start, max_steps, self.hint)  # type: ignore[arg-type]
                on_path.add(option)
                stack.append((option, self._iter_options(option), []))
                break
            else:
                stack.pop()
                on_path.discard(position)
                # The moves looked at are counted per solved position, off the inner loop.
                budget[0] -= len(values)
                if budget[0] < 0:
                    raise _search_limit(self.name, start, max_steps, self.hint)  # type: ignore[arg-type]
                value = _mex(values)
                cache[position] = value
                if stack:
                    stack[-1][2].append(value)
        return cache[start]

    def outcome(self, position: Any, *, max_steps: int | None = DEFAULT_MAX_STEPS) -> str:
        """Return ``'P'`` (the previous player wins, 先手必败) or ``'N'`` (next player wins).

        >>> Game(lambda n: range(n)).outcome(0)
        'P'
        """
        return "P" if self.grundy(position, max_steps=max_steps) == 0 else "N"

    def is_p_position(self, position: Any, *, max_steps: int | None = DEFAULT_MAX_STEPS) -> bool:
        """Return True when the player to move from ``position`` loses with best play."""
        return self.grundy(position, max_steps=max_steps) == 0

    def winning_moves(
        self, position: Any, *, max_steps: int | None = DEFAULT_MAX_STEPS
    ) -> list[Any]:
        """Return every option of ``position`` that is a P-position (empty for P-positions).

        The listing of the options and the searches below them share one
        budget of ``max_steps`` steps.

        >>> Game(lambda n: range(n)).winning_moves(4)
        [0]
        """
        if max_steps is not None:
            require_int(max_steps, "max_steps", minimum=1)
        self.check_position(position)
        self._refuse_if_too_large(position, max_steps)
        options = self.options(position, max_steps=max_steps)
        budget = _budget(max_steps)
        budget[0] -= len(options)
        return [option for option in options if self._solve(option, budget, max_steps) == 0]

    def table(self, positions: Iterable[Any]) -> dict[Any, int]:
        """Return ``{position: SG value}`` for the given positions, in their order.

        >>> Game(lambda n: [n - k for k in (1, 2) if k <= n]).table(range(6))
        {0: 0, 1: 1, 2: 2, 3: 0, 4: 1, 5: 2}
        """
        return {position: self.grundy(position) for position in positions}

    def graph(self, start: Any, max_nodes: int = 2000) -> nx.DiGraph:
        """Return the game graph (博弈图) reachable from ``start``; see :func:`graph.game_graph`."""
        from .graph import game_graph

        return game_graph(self, start, max_nodes=max_nodes)

    @property
    def cache_size(self) -> int:
        """How many positions have a known SG value."""
        return len(self._grundy)

    def clear_cache(self) -> None:
        """Forget every computed SG value."""
        self._grundy.clear()


@contextmanager
def _cyclic_gc_paused() -> Iterator[None]:
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _names(values: dict[str, Any], attribute: str) -> dict[str, Any]:
    """``values`` with every named thing (a game, a coin rule, a tuple of them) as its name."""

    def name(value: Any) -> Any:
        if isinstance(value, tuple) and value and all(hasattr(v, attribute) for v in value):
            return " + ".join(getattr(v, attribute) for v in value)
        return getattr(value, attribute) if hasattr(value, "shown_name") else value

    return {key: name(value) for key, value in values.items()}


def _require_hashable(position: Any, game_name: str) -> None:
    try:
        hash(position)
    except TypeError:
        raise TypeError(
            _(
                "{position} cannot be a position of {game_name}: positions must be "
                "hashable (use a tuple instead of a list, a frozenset instead of a set)"
            ).format(position=show(position), game_name=game_name)
        ) from None


def game_sum(*games: Game, name: str | None = None) -> Game:
    """Return the sum (游戏的和) of games: a move is a move in exactly one component.

    Positions of the sum are tuples with one position per component.  The
    Sprague-Grundy theorem says its SG value is the Nim-sum of the parts; the
    returned game does *not* use that theorem, it searches the sum itself, so
    the two can be compared.

    >>> heap = Game(lambda n: range(n), name="heap")
    >>> two_heaps = game_sum(heap, heap)
    >>> two_heaps.grundy((3, 5)) == nim_sum(3, 5)
    True
    """
    if not games:
        raise ValueError(_("game_sum needs at least one game"))
    for game in games:
        if not isinstance(game, Game):
            raise TypeError(_("game_sum adds Game objects, got {value}").format(value=show(game)))
    count = len(games)
    # The options of each component position, computed once: a sum of two games with
    # 1000 positions each has 10^6 positions but only 2000 component positions.
    known_options: list[dict[Any, list[Any]]] = [{} for _ in games]

    def component_options(index: int, part: Any) -> list[Any]:
        cache = known_options[index]
        options = cache.get(part)
        if options is None:
            options = cache[part] = games[index].options(part)
        return options

    def moves(position: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        if not isinstance(position, tuple) or len(position) != count:
            raise TypeError(
                _(
                    "a position of a sum of {count} games is a tuple of {count} positions, "
                    "one per component; got {value}"
                ).format(count=count, value=show(position))
            )
        return [
            position[:index] + (option,) + position[index + 1 :]
            for index, part in enumerate(position)
            for option in component_options(index, part)
        ]

    def validate(position: Any) -> None:
        if not isinstance(position, tuple) or len(position) != count:
            raise TypeError(
                _(
                    "a position of a sum of {count} games is a tuple of {count} positions, "
                    "one per component; got {value}"
                ).format(count=count, value=show(position))
            )
        for game, part in zip(games, position, strict=True):
            game.check_position(part)

    if name:
        return Game(moves, name=name, validate=validate)
    return Game(moves, validate=validate).named("{games}", games=games)
