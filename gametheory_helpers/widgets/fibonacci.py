"""Play Fibonacci Nim (or any k-multiple dynamic subtraction) against the Zeckendorf strategy.

A thin layer over the generic :func:`~gametheory_helpers.widgets.play`: the computer moves by
:func:`~gametheory_helpers.games.fibonacci.reply`, the heap is drawn in its Zeckendorf blocks,
and every computer move comes with its reasoning ("83 = 55 + 21 + 5 + 2, so I take 2").

>>> box = fibonacci_play(20)
>>> box.app.choose((19, 2))          # take 1 from 20 = 13 + 5 + 2
>>> box.app.session.position         # 19 = 13 + 5 + 1: the computer takes 1
(18, 2)
>>> explain_move((18, 2))  # doctest: +ELLIPSIS
'I had 19 = 13 + 5 + 1 stones. I took 1, the smallest Zeckendorf term: now 18 = 13 + 5 ...'
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from ..games.fibonacci import (
    _check_position,
    dynamic_subtraction,
    greedy_decomposition,
    reply,
    start_position,
)
from ..i18n import N_, _
from ..plotting.fibonacci import BLOCK_COLORS
from ..validation import require_int, require_pair, show
from ._common import read_value
from .play_app import STONE, play

__all__ = [
    "describe_take",
    "explain_move",
    "fibonacci_play",
    "render_heap",
]

MAX_STONES = 150


def _terms(n: int, k: int) -> str:
    return " + ".join(map(str, greedy_decomposition(n, k)))


def _word(k: int) -> str:
    return _("Zeckendorf") if k == 2 else _("greedy ({k}x sequence)").format(k=k)


def explain_move(after: tuple[int, int], k: int = 2) -> str:
    """The computer's reasoning for the move that led to ``after`` (its take was ``limit / k``).

    >>> explain_move((81, 4))  # doctest: +ELLIPSIS
    'I had 83 = 55 + 21 + 5 + 2 stones. I took 2, ... at most 4 < 5, so whatever you take, ...'
    """
    require_int(k, _("the multiple k"), minimum=1)
    stones, limit = _check_position(after, k)
    take = limit // k
    before = stones + take
    word = _word(k)
    head = _("I had {before} = {terms} stones").format(before=before, terms=_terms(before, k))
    if stones == 0:
        return head + _(": I could take them all.")
    smallest = greedy_decomposition(before, k)[-1]
    if take == smallest:
        next_block = greedy_decomposition(stones, k)[-1]
        return head + _(
            ". I took {take}, the smallest {word} term: "
            "now {stones} = {terms} and you may take at most {limit} < {block}, "
            "so whatever you take, I will take the last stone of the {block}-block, "
            "and then of each bigger block."
        ).format(
            take=take,
            word=word,
            stones=stones,
            terms=_terms(stones, k),
            limit=limit,
            block=next_block,
        )
    return head + _(
        "; its smallest {word} term {smallest} was more than I was allowed to take, "
        "so every move loses against best play. I took {take} and hope for a mistake."
    ).format(word=word, smallest=smallest, take=take)


def describe_take(before: tuple[int, int], after: tuple[int, int]) -> str:
    """A move as words: ``'take 2 (83 → 81)'``.

    >>> describe_take((83, 82), (81, 4))
    'take 2 (83 → 81)'
    """
    for label, pair in (("before", before), ("after", after)):
        if not (isinstance(pair, tuple) and len(pair) == 2):
            raise TypeError(
                _("{label} must be a pair (stones, limit) such as (83, 82), got {value}").format(
                    label=label, value=show(pair)
                )
            )
        require_int(pair[0], _("the stones of {label}").format(label=label), minimum=0)
    return _("take {count} ({before} → {after})").format(
        count=before[0] - after[0], before=before[0], after=after[0]
    )


def render_heap(position: tuple[int, int], k: int = 2) -> str:
    """HTML for ``(stones, limit)``: the stones coloured by their Zeckendorf blocks, and the limit.

    >>> "may take 1 to 4" in render_heap((81, 4))
    True
    """
    stones, limit = require_pair(position, "position", N_("(stones, limit) such as (81, 4)"))
    rows = []
    for index, block in enumerate(reversed(greedy_decomposition(stones, k))):
        color = BLOCK_COLORS[index % len(BLOCK_COLORS)]
        shown = STONE * min(block, MAX_STONES) + (" …" if block > MAX_STONES else "")
        rows.append(
            f"<tr><td style='padding-right:1em'>{block}</td>"
            f"<td style='color:{color};letter-spacing:0.05em'>{shown}</td></tr>"
        )
    allowed = min(limit, stones)
    rule = (
        _("the player to move may take 1 to {allowed}").format(allowed=allowed)
        if allowed
        else _("no move is left")
    )
    text = _("<b>{stones}</b> stones = {terms}; {rule}.").format(
        stones=stones, terms=html.escape(_terms(stones, k) or "0"), rule=rule
    )
    return f"<p>{text}</p><table>{''.join(rows)}</table>"


def fibonacci_play(n: int = 20, *, k: int = 2, human_first: bool = True) -> widgets.Box:
    """Play dynamic subtraction (Fibonacci Nim for ``k = 2``) from ``n`` stones.

    The computer follows the greedy-decomposition strategy and explains every move.
    The start box takes a position ``(stones, limit)``; ``(n, n - 1)`` is a new game.
    """
    require_int(k, _("the multiple k"), minimum=1)
    require_int(n, _("the number of stones n"), minimum=1)
    if not isinstance(human_first, bool):
        raise TypeError(
            _("human_first must be True or False, got {value}").format(value=show(human_first))
        )
    game = dynamic_subtraction(k)
    options: dict[str, Any] = {
        "human_first": human_first,
        "strategy": lambda position: reply(position, k),
        "explain": lambda position: explain_move(position, k),
    }

    def parse(text: str) -> Any:
        # a plain count n is the start (n, n - 1); a pair is (stones, largest take)
        value = read_value(text)
        if isinstance(value, int) and not isinstance(value, bool):
            return start_position(value)
        return value

    return play(
        game,
        start_position(n),
        parse=parse,
        render=lambda position: render_heap(position, k),
        describe=describe_take,
        title=_("Fibonacci Nim") if k == 2 else _("{k}x dynamic subtraction").format(k=k),
        **options,
    )
