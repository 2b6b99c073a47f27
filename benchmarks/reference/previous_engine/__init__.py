"""A frozen copy of the sparse-space octal engine as it was on main at commit 4937837.

``benchmarks/bench_octal_ratios.py`` times the current engine against this copy in the
same run (issue #40, item 4), so that a change of the engine shows as a ratio.  The three
modules are ``gametheory_helpers/games/{octal_sparse,_octal_kernels,_sparse_arguments}.py``
of that commit with their package-relative imports made absolute; they are never edited
(refresh the copy deliberately, saying so in the commit, when a new baseline is wanted).

>>> from previous_engine.octal_sparse import SparseRun   # with benchmarks/reference on sys.path
"""
