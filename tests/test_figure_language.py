"""Figures and game names in the reader's language.

After ``set_language("zh")`` the text a notebook gives a figure (its title, axis and legend
labels), the package's own figure text (values filled in) and the game names that widgets show
come out in Chinese, from the package catalogue; in English they are unchanged.  The notebooks'
literals reach the catalogue through ``tools/update_messages.py``, which reports a new one
that has no entry.  The Chinese below is the catalogue's text, written out.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import pytest

from gametheory_helpers import Game, set_language
from gametheory_helpers.games.bash import bash
from gametheory_helpers.games.coins import (
    CoinRule,
    consecutive,
    mock_turtles,
    one_coin,
    one_or_two_coins,
    ruler,
    twins,
)
from gametheory_helpers.games.euclid import euclid_game
from gametheory_helpers.games.every_sg import every_sg_game
from gametheory_helpers.games.misere import misere
from gametheory_helpers.games.nim import nim
from gametheory_helpers.games.octal import octal_game
from gametheory_helpers.games.subtraction import subtraction_game
from gametheory_helpers.plotting import (
    plot_arm,
    plot_fusion_steps,
    plot_losing_sequences,
    plot_outcome_grid,
)
from gametheory_helpers.widgets import play
from gametheory_helpers.widgets.coins import coin_play

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import update_messages  # noqa: E402

pytestmark = pytest.mark.usefixtures("english_again")  # conftest.py


def _chapter_2_grid():
    """The outcome grid of Bash's game, drawn as chapter 2 draws it."""
    rows = [[bash(m).outcome(n) for n in range(31)] for m in range(1, 9)]
    return plot_outcome_grid(
        rows,
        row_labels=range(1, 9),
        xlabel="stones n",
        ylabel="largest take m",
        title="Bash's game: outcome of n stones",
    )


def test_a_notebook_figure_speaks_chinese():
    set_language("zh")
    ax = _chapter_2_grid()
    assert ax.get_title() == "巴什博弈：n 颗石子时的胜负"
    assert ax.get_xlabel() == "石子数 n"
    assert ax.get_ylabel() == "每次最多取 m"


def test_the_same_figure_stays_english():
    ax = _chapter_2_grid()
    assert ax.get_title() == "Bash's game: outcome of n stones"
    assert (ax.get_xlabel(), ax.get_ylabel()) == ("stones n", "largest take m")


def test_a_package_title_speaks_chinese_with_its_value():
    set_language("zh")
    ax = plot_losing_sequences((1, 2), limit=100)
    assert ax.get_title() == "k 倍动态减法游戏的必败堆大小，n <= 100"
    set_language("en")
    ax = plot_losing_sequences((1, 2), limit=100)
    assert ax.get_title() == "Losing heap sizes of k-multiple dynamic subtraction, n <= 100"


def test_plural_titles_in_both_languages():
    edges = [(1, 2), (2, 3), (2, 4), (3, 4)]
    english = [ax.get_title() for ax in plot_fusion_steps(edges, ground=1).axes]
    assert english == [
        "1. the picture: 1 cycle block",
        "2. fuse each block: 3 loops",
        "3. the tree: value *2",
    ]
    set_language("zh")
    chinese = [ax.get_title() for ax in plot_fusion_steps(edges, ground=1).axes]
    assert chinese == [
        "1. 原图：1 个含环的边双连通块",
        "2. 把每个块融合成一点：3 个自环",
        "3. 得到的树：值为 *2",
    ]


def test_legend_labels_speak_chinese():
    set_language("zh")
    ax = plot_arm([1, 0, 2])
    assert ax.get_title() == "臂 [1, 0, 2] = *6：台阶在 v1, v2"
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["臂", "台阶下方", "竹竿"]


def test_a_widget_title_shows_the_chinese_game_name():
    set_language("zh")
    assert play(nim(), (1, 2)).app.title.value == "<h4>尼姆博弈</h4>"
    assert coin_play(mock_turtles(), "THTHTTH").app.title.value == (
        "<h4>Mock Turtles（翻 1 到 3 枚硬币）</h4>"
    )
    euclid = euclid_game()
    title = play(every_sg_game(euclid, euclid), ((3, 5), (4, 7))).app.title.value
    assert title == "<h4>欧几里得游戏（POJ2348） + 欧几里得游戏（POJ2348） 的 every-SG 游戏</h4>"


def test_a_notebook_game_name_and_widget_title_speak_chinese():
    set_language("zh")
    counting = Game(lambda t: [t + 1] if t < 100 else [], name="count to 100")
    assert play(counting, 0).app.title.value == "<h4>报数到 100</h4>"
    assert play(nim(), (1, 2), title="Nim from (1, 2)").app.title.value == (
        "<h4>尼姆博弈，从 (1, 2) 开始</h4>"
    )


def test_game_names_stay_english_and_translate_when_shown():
    set_language("zh")
    assert bash(3).name == "Bash's game (take 1 to 3)"
    assert bash(3).shown_name == "巴什博弈（每次取 1 到 3 个）"
    assert misere(nim()).name == "misère Nim"
    assert misere(nim()).shown_name == "反常规则的尼姆博弈"
    assert repr(nim()) == "Game('Nim')"
    set_language("en")
    assert bash(3).shown_name == "Bash's game (take 1 to 3)"
    assert misere(nim()).shown_name == "misère Nim"
    assert play(nim(), (1, 2)).app.title.value == "<h4>Nim</h4>"


def test_coin_rule_and_game_names_with_values_translate_when_shown():
    # the names chapters 05 and 07 print: templates filled in after translation
    set_language("zh")
    shown = {
        twins({1, 2, 3}).shown_name: "Twins 游戏，距离 {1, 2, 3}",
        consecutive(3).shown_name: "翻连续 3 枚",
        one_or_two_coins().shown_name: "翻一枚或两枚",
        subtraction_game({1, 2}).shown_name: "减法游戏 S = {1, 2}",
        octal_game("0.77").shown_name: "八进制游戏 0.77",
    }
    assert list(shown) == list(shown.values())
    assert consecutive(3).name == "turn 3 consecutive coins"
    assert twins({1, 2, 3}).name == "Twins, distances {1, 2, 3}"
    set_language("en")
    for rule in (
        one_coin(),
        one_or_two_coins(),
        twins({1, 2}),
        consecutive(4),
        mock_turtles(),
        ruler(),
    ):
        assert rule.shown_name == rule.name
    assert repr(consecutive(2)) == "CoinRule('turn 2 consecutive coins')"
    # a rule of one's own: a plain name, or a template and its values
    mine = CoinRule("turn {k} coins at most", lambda x: [()], name_values={"k": 2})
    assert (mine.name, mine.shown_name) == ("turn 2 coins at most", "turn 2 coins at most")
    with pytest.raises(TypeError, match="name must be a string"):
        CoinRule(None, lambda x: [()])
    with pytest.raises(TypeError, match="name_values must be a dict"):
        CoinRule("turn {k}", lambda x: [()], name_values=[2])
    with pytest.raises(ValueError, match="does not fit name_values"):
        CoinRule("turn {k} coins", lambda x: [()], name_values={"n": 2})


# -- the notebooks' literals in the catalogue ----------------------------------------------------


def _notebook(folder: Path, name: str, *sources: str) -> None:
    cells = [{"cell_type": "code", "source": s, "metadata": {}, "outputs": []} for s in sources]
    (folder / name).write_text(json.dumps({"cells": cells}), encoding="utf-8")


def test_the_literals_a_notebook_shows_through_the_package_are_extracted(tmp_path):
    _notebook(
        tmp_path,
        "02_example.ipynb",
        "%matplotlib inline\n"
        'ax = plot_outcome_grid(rows, xlabel="stones n", title=f"limit {n}")\n'
        'ax.set(title="drawn by matplotlib itself")\n'
        'game = Game(moves, name="take 1 or 2")\n'
        'plot_steps(values, xlabel="x")',
        "%%judge POJ2484\nprint('x')",
    )
    _notebook(tmp_path, "notes.ipynb", 'plot_steps(values, title="not a chapter")')
    found = sorted((m, where) for m, where, _line in update_messages.notebook_messages(tmp_path))
    assert found == [
        ("stones n", "notebooks/02_example.ipynb"),
        ("take 1 or 2", "notebooks/02_example.ipynb"),
    ]


def test_a_notebook_literal_missing_from_the_catalogue_is_reported(tmp_path):
    _notebook(
        tmp_path,
        "02_example.ipynb",
        'plot_outcome_grid(rows, title="Bash\'s game: outcome of n stones")',
        'plot_outcome_grid(rows, title="a brand-new English title")',
    )
    found = update_messages.problems(notebooks=tmp_path)
    assert "not in the .po (run make messages): 'a brand-new English title'" in found
    assert not any("outcome of n stones" in line for line in found)


def test_the_shipped_notebooks_literals_are_translated():
    catalogue = update_messages.read_catalogue()
    literals = {message for message, _where, _line in update_messages.notebook_messages()}
    assert "Bash's game: outcome of n stones" in literals
    assert all(catalogue.get(message) and catalogue.get(message).string for message in literals)
