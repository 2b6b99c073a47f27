"""The local judge in the Chinese edition: statements, reports and the command line in Chinese.

Verdict names and problem titles stay as the real judges print them; the English output is
unchanged (the other judge tests match it).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from gametheory_helpers.i18n import gettext, set_language
from gametheory_helpers.judge import PROBLEMS, Verdict, get_problem, judge, problem_table
from gametheory_helpers.judge.__main__ import main

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import update_messages  # noqa: E402

ALWAYS_OLLIE = "import sys\nfor line in sys.stdin:\n    print('Ollie wins.')\n"


pytestmark = pytest.mark.usefixtures("english_again")  # conftest.py


def test_a_statement_is_described_in_chinese():
    set_language("zh")
    text = get_problem("POJ2505").describe()
    assert text.startswith("POJ2505 A Multiplication Game（第 01 章）\n")
    assert "两人轮流把 p 乘以 2 到 9 之间的一个整数，Stan 先手" in text
    assert "输入格式：若干行，每行一个整数 n；读到输入结束" in text
    assert "输出格式：对每个 n 输出一行：'Stan wins.' 或 'Ollie wins.'" in text
    assert "数据范围：1 < n < 4294967295" in text
    assert "样例 1（原题样例）输入：\n162\n17\n34012226\n" in text
    assert "multiply" not in text and "Input:" not in text


def test_a_reconstructed_statement_says_so_in_chinese():
    set_language("zh")
    text = get_problem("HDU3595").describe()
    assert "每一回合，玩家必须在每一对尚未结束的数上各走一步" in text
    assert "注：本题面是我们复原的" in text
    assert "样例 1（我们自拟的样例）输入：" in text
    assert "HDU3595   第06章  GG and MM  [自拟样例，题面未核实]" in problem_table()
    report = judge("HDU3595", "import sys\nsys.stdin.read()\n", language="python", tests=1)
    assert report.report().splitlines()[1] == (
        "（题面未核实：HDU3595 的题面是我们复原的，未与公开发表的原题核对；"
        "到原评测网站提交前，请先阅读原题。）"
    )
    confirmed = get_problem("HDU1527").describe()  # checked against a published copy
    assert "有两堆石子，两人轮流取。每次有两种不同的取法" in confirmed
    assert "注：本题面是我们复原的" not in confirmed and "与一份公开的题面副本一致" in confirmed


def test_the_english_statement_is_unchanged():
    assert get_problem("POJ2505").describe().splitlines()[:3] == [
        "POJ2505 A Multiplication Game  (chapter 01)",
        "",
        "Stan and Ollie multiply a number p, which starts at 1, in turn by an integer from 2 to "
        "9; Stan starts. Whoever first makes p >= n wins. Who wins with perfect play?",
    ]


def test_verdict_names_stay_english_in_chinese():
    set_language("zh")
    accepted = judge(
        "POJ2505",
        "import sys\nfor line in sys.stdin:\n    n = int(line)\n"
        "    p = 1\n    stan = True\n"
        "    while True:\n"
        "        p *= 9 if stan else 2\n"
        "        if p >= n:\n            break\n"
        "        stan = not stan\n"
        "    print('Stan wins.' if stan else 'Ollie wins.')\n",
        language="python",
        tests=2,
        show_times=False,
    )
    assert accepted.word == "Accepted"
    assert accepted.report().startswith("答案正确 (Accepted)\nPOJ2505：通过全部")
    wrong = judge("POJ2505", ALWAYS_OLLIE, language="python", tests=2)
    assert wrong.word == "Wrong Answer"


def test_a_wrong_answer_is_explained_in_chinese():
    set_language("zh")
    report = judge("POJ2505", ALWAYS_OLLIE, language="python", tests=2).report()
    assert report.startswith("答案错误 (Wrong Answer)\n")
    assert "第 1 行应为 'Stan wins.'，你的是 'Ollie wins.'。" in report
    assert "这一行对应的是输入第 1 行：'162'。" in report
    assert "--- 期望输出:\nStan wins.\nOllie wins.\nStan wins.\n" in report
    assert "should be" not in report


def test_a_pitfall_group_is_named_in_chinese():
    verdict = Verdict(
        "Wrong Answer",
        "POJ2368",
        "x",
        tests_passed=4,
        tests_total=50,
        test_name="pitfall: primes, powers of two and the limits (4)",
    )
    assert "(pitfall: primes, powers of two and the limits (4))" in verdict.report()
    set_language("zh")
    assert "（共 50 个，易错点：质数、2 的幂和数据范围的边界（第 4 例））：" in verdict.report()


def test_the_command_line_speaks_chinese(capsys, tmp_path):
    assert main(["--language", "zh", "POJ2505"]) == 0
    shown = capsys.readouterr().out
    assert "Stan 和 Ollie 玩乘法游戏" in shown and "数据范围：" in shown
    program = tmp_path / "ollie.py"
    program.write_text(ALWAYS_OLLIE)
    assert main(["POJ2505", str(program), "--tests", "2", "--language", "zh"]) == 1
    assert capsys.readouterr().out.startswith("答案错误 (Wrong Answer)\nPOJ2505：第 1 个测试")
    assert main(["--language", "zh", "POJ2505", str(tmp_path / "missing.py")]) == 2
    assert capsys.readouterr().err == f"错误：没有这个文件：{str(tmp_path / 'missing.py')!r}\n"
    with pytest.raises(SystemExit):
        main(["--language", "zh", "--help"])
    assert "显示本帮助信息并退出" in capsys.readouterr().out
    assert gettext("Accepted") == "Accepted"  # the command line restored the language


def test_the_command_line_is_english_by_default(capsys):
    assert main(["POJ2505"]) == 0
    assert capsys.readouterr().out.startswith("POJ2505 A Multiplication Game  (chapter 01)\n")
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "--language {en,zh}" in capsys.readouterr().out


@pytest.mark.parametrize("problem_id", sorted(PROBLEMS))
def test_every_statement_has_a_chinese_translation(problem_id):
    problem = PROBLEMS[problem_id]
    texts = [problem.statement, problem.input_format, problem.output_format]
    texts += [problem.note] if problem.note else []
    texts += [name for name, _ in problem.pitfalls]
    set_language("zh")
    assert gettext(problem.statement) != problem.statement
    for text in texts:
        assert any("\u4e00" <= c <= "\u9fff" for c in gettext(text)), text
    assert problem.limits in CATALOGUE  # formulas may read the same in Chinese


CATALOGUE = {message.id for message in update_messages.read_catalogue() if message.id}
