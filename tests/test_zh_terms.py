"""One Chinese term per idea: no variant of a term-table term in any Chinese text (issue #38).

The table is ``i18n/zh_CN/terms.toml``; ``tools/zh_terms.py`` applies and checks it. The
texts are the notebook catalogues' msgstr, the package catalogue's msgstr and the Chinese
notebooks' markdown and (Chinese) text outputs.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("zh_terms", ROOT / "tools" / "zh_terms.py")
zh_terms = importlib.util.module_from_spec(_spec)
sys.modules.setdefault("zh_terms", zh_terms)
_spec.loader.exec_module(zh_terms)

TERMS = zh_terms.load_table()


def test_the_table_has_the_drifting_ideas():
    ours = {term.english: term.ours for term in TERMS}
    assert ours["P-position"] == "P 态"
    assert ours["N-position"] == "N 态"
    assert ours["Nim-sum"] == "异或和"
    assert ours["Nim product"] == "Nim 积"
    assert len(TERMS) >= 15
    for term in TERMS:  # a term is never its own variant, or apply would loop on it
        assert not any(variant.search(term.ours) for variant in term.variants), term


def test_the_glossary_gives_our_terms():
    """The chapter-00 glossary (Chinese edition) names the table's P/N and Nim-sum terms."""
    cells = json.loads((ROOT / "notebooks/zh/00_index.ipynb").read_text(encoding="utf-8"))["cells"]
    glossary = "\n".join(
        "".join(c["source"]) for c in cells if "首次出现的章" in "".join(c["source"])
    )
    for row in (
        "| P 态（先手必败局面） |",
        "| N 态（先手必胜局面） |",
        "| 异或, 异或和 |",
        "| Nim 积 |",
    ):
        assert row in glossary


@pytest.mark.parametrize(
    "text, found",
    [
        ("每次都走到先手必败局面。", ["先手必败局面"]),
        ("从 P-position 出发", ["P-position"]),
        ("计算尼姆和", ["尼姆和"]),
        ("见说明 7。", ["说明"]),
        ("P 态（P-position）", []),  # an English gloss beside the term
        ("`P-position` 与 P 态", []),  # code
        ("| P-position | P 态 |", []),  # the glossary's English column
        ("这一点说明了 P 态的定义", []),  # 说明 as an ordinary verb
        ("讲义《博弈问题总结》", ["讲义"]),
        ("UCLA 讲义", []),
    ],
)
def test_find_variants(text, found):
    assert [f.variant for f in zh_terms.find_variants(text, TERMS)] == found


def test_replace_spaces_latin_terms_from_chinese():
    assert zh_terms.replace_terms("是先手必败局面。", TERMS) == "是 P 态。"
    assert zh_terms.replace_terms("的 Nim-sum 为 0", TERMS) == "的异或和为 0"
    assert zh_terms.replace_terms("P-position（先手必败局面）", TERMS) == "P 态（先手必败局面）"


def test_check_catches_a_planted_variant(tmp_path):
    """A copy of the Chinese texts with one variant planted fails the check, naming it."""
    for part in ("i18n/zh_CN", "gametheory_helpers/locale/zh_CN/LC_MESSAGES", "tools"):
        shutil.copytree(ROOT / part, tmp_path / part)
    (tmp_path / "notebooks" / "zh").mkdir(parents=True)
    path = tmp_path / "i18n/zh_CN/02_bash_and_nim.po"
    text = path.read_text(encoding="utf-8")
    assert text.count("异或和") > 3
    path.write_text(text.replace("异或和", "尼姆和", 1), encoding="utf-8")
    findings = zh_terms.check(TERMS, tmp_path)
    assert [(f.where.split(" ")[0], f.variant) for f in findings] == [
        ("02_bash_and_nim.po", "尼姆和")
    ]


def test_no_variant_in_chinese_text():
    findings = zh_terms.check(TERMS)
    assert not findings, "\n".join(
        f"{f.where}: {f.variant!r} (use {f.ours!r}): …{f.context}…" for f in findings[:30]
    )
