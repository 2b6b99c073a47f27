# Two commands for a newcomer:  `make lab`  and  `make test`.
# Everything runs inside .venv, created on first use from the system's Python 3.11+.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
LAB_PORT ?= 8888
LAB_ARGS ?=
# the installer of the first `make`: uv (UV=auto: the one on PATH, else one pip puts into .venv
# first, a 10 MB wheel; pip itself if neither can be had), UV=/path/to/uv that one, UV= pip
UV ?= auto
# editable_mode=compat: the package is found through a plain path line in a .pth file, not
# setuptools' editable finder, which every start of the .venv's Python imported (pathlib, re,
# enum...: 14 of its 24 ms; every kernel, tool and judged Python program starts one)
INSTALL_EXTRAS := -e '.[notebooks,test,book,fast,classroom]' --config-settings editable_mode=compat
# what the environment leaves out, and why: tools/install_excludes.txt
EXCLUDES := tools/install_excludes.txt
EXCLUDED := $(shell grep -v '^\#' $(EXCLUDES) | grep .)
# Python writes each module's bytecode the first time any program make starts imports it: the
# install compiles nothing (compiling all of .venv's 8,000 modules took 17 s of a 23 s install
# on two cores, most of them never imported), and a shell's PYTHONDONTWRITEBYTECODE (this
# workplace's and CI's) would otherwise make every kernel compile what it imports at every
# start (2.2 CPU-s against 0.85 with the bytecode)
unexport PYTHONDONTWRITEBYTECODE

N ?= 01
# `make test` spreads the test files over the machine's cores (pytest-xdist; one file, and
# so one notebook, stays on one worker, except the files tests/conftest.py lists in SPREAD,
# whose tests go out one by one; longest first, in the order conftest.py sorts them, hence
# --no-loadscope-reorder; at most 4: each worker may start its own JupyterLab and Chromium);
# one worker more than the cores: some tests wait (a hub spawning, a page loading, nbgrader
# waiting out an endless loop), and a third worker keeps two cores busy meanwhile (a fresh
# clone's .ci/run on two cores: 692 s with two workers, the cores 91 % busy; 668 s with three,
# 98 % busy, measured one after the other); TEST_WORKERS=0 runs everything in one process.
CORES := $(shell getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
TEST_WORKERS ?= $(shell echo $$(( $(CORES) + 1 > 4 ? 4 : $(CORES) + 1 )))
# Jupyter refuses to run as root unless told; containers often are root.
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root)
LINT_PATHS := gametheory_helpers tests notebooks benchmarks tools classroom
# The Chinese edition (README, 中文版): `make lab LANG=zh`, `make student LANG=zh` (or
# EDITION=zh, or make lab-zh / student-zh). LANG is also the locale variable: only a LANG
# given on make's command line chooses the edition (a Chinese desktop's LANG=zh_CN.UTF-8 does
# not), and the programs then run with LANG=C.UTF-8 instead of the unknown locale "zh".
EDITION ?= en
ifeq ($(origin LANG),command line)
ifneq ($(filter zh zh_CN zh-CN zh_CN.UTF-8,$(LANG)),)
EDITION := zh
endif
override LANG := C.UTF-8
export LANG
endif
ZH_SETTINGS := $(VENV)/share/jupyter/lab/settings-zh

.PHONY: help lab lab-zh lab-student reset-chapter student-zh course test lint chapter execute navigation kit translations messages slides book student format bench check-octal-sweep slide-fit-record classroom clean

help:
	@echo "make lab        start JupyterLab on the collection (creates .venv on first use)"
	@echo "make lab LANG=zh   the same in Chinese: the Chinese contents page, JupyterLab's menus in Chinese"
	@echo "make lab-student   JupyterLab on the student copies (build/student/; LANG=zh: the Chinese ones)"
	@echo "make reset-chapter N=02   chapter 02 as in the repository again (your version kept in build/saved/)"
	@echo "make test       lint, unit/property tests and every notebook under nbval"
	@echo "make chapter N=03   tests and notebooks of one chapter only (its companions too: 05b, 05c)"
	@echo "make execute    re-run every notebook and store its outputs"
	@echo "make navigation refresh the previous/next links and the contents list"
	@echo "make kit        refresh each chapter's Contest kit section and the cheat sheet's tables"
	@echo "make translations  refresh the Chinese catalogues i18n/zh_CN/*.po, build notebooks/zh/"
	@echo "make slides     export every chapter as an offline reveal.js deck into build/slides/ (Chinese: build/slides/zh/)"
	@echo "make book       build the collection as a website into build/book/html/ (offline; Chinese: zh/)"
	@echo "make student    student copies (no solutions or answer keys) into build/student/"
	@echo "make student LANG=zh   Chinese student copies into build/student/zh/"
	@echo "make course     the nbgrader course (one assignment per chapter) into build/course/en and zh"
	@echo "make course LANG=zh   the Chinese course only (build/course/zh)"
	@echo "make format     apply ruff's formatter and safe fixes"
	@echo "make messages   refresh the Chinese message catalogue (.po) and compile it (.mo)"
	@echo "make bench      print engine speed figures"
	@echo "make slide-fit-record  measure the decks and widget slides that changed, refresh their records in tests/data/"
	@echo "make check-octal-sweep  the plain-Python octal engine on every short code (minutes; not in make test)"
	@echo "make classroom  (as root) the class hub on http://127.0.0.1:8000 with an instructor and demo students (PORT=8123; ROSTER=class.csv: your students)"
	@echo "make clean      remove .venv and caches"

# the C file: the install builds the octal kernels' C extension in place (pyproject.toml), so a
# changed C file reinstalls (and rebuilds it)
$(STAMP): pyproject.toml gametheory_helpers/games/_octal_c.c tools/configure_lab.py $(EXCLUDES)
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Python 3.11 or newer is needed; set PYTHON=/path/to/python3.11")'
	$(PYTHON) -m venv $(VENV)
	@# uv, a faster installer (README gives the measured figures), or pip (see UV above);
	@# neither compiles to bytecode (pip would by default): the first import writes it (see
	@# `unexport PYTHONDONTWRITEBYTECODE` above)
ifeq ($(UV),)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet --no-compile $(INSTALL_EXTRAS)
else ifeq ($(UV),auto)
	uv="$$(command -v uv || { $(BIN)/python -m pip install --quiet uv && echo $(BIN)/uv; })"; \
	if [ -n "$$uv" ]; then "$$uv" pip install --quiet --python $(BIN)/python --excludes $(EXCLUDES) $(INSTALL_EXTRAS); \
	else echo "no uv: installing with pip"; $(BIN)/python -m pip install --quiet --no-compile $(INSTALL_EXTRAS); fi
else
	$(UV) pip install --quiet --python $(BIN)/python --excludes $(EXCLUDES) $(INSTALL_EXTRAS)
endif
	@# what tools/install_excludes.txt leaves out: uv never installs it, pip does (and a .venv
	@# made before the list has it)
	$(BIN)/python -m pip uninstall --quiet --yes $(EXCLUDED) 2>/dev/null || true
	@# jupyterlab-slideshow replaced jupyterlab-rise; drop RISE from a .venv made before
	$(BIN)/python -m pip uninstall --quiet --yes jupyterlab-rise jupyterlab-mathjax3 2>/dev/null
	@# settings overrides, set-up cell on kernel start, slideshow fix: all inside .venv
	$(BIN)/python tools/configure_lab.py
	@# numba's on-disk cache of the octal kernels, so no student's first large run compiles
	@# (nothing to compile when the C extension was built: large runs use it, never numba)
	$(BIN)/python -m gametheory_helpers.games.warm
	@touch $(STAMP)

# What `make lab` serves (LAB_ROOT) and opens first (LAB_HOME, relative to LAB_ROOT): the
# chapters, or with STUDENT=1 (make lab-student) the student copies in build/student/; the
# Chinese edition is the zh/ folder of either, so JupyterLab serves the same root both ways.
STUDENT ?=
LAB_ROOT := $(if $(STUDENT),build/student,notebooks)
LAB_HOME := $(if $(filter zh,$(EDITION)),zh/)00_index.ipynb

lab: $(STAMP)
ifneq ($(STUDENT),)
	@test -f $(LAB_ROOT)/$(LAB_HOME) || $(MAKE) student $(if $(filter zh,$(EDITION)),EDITION=zh)
endif
	@test -f $(LAB_ROOT)/$(LAB_HOME) || { echo "$(LAB_ROOT)/$(LAB_HOME) is missing$(if $(filter zh,$(EDITION)),: make translations)"; exit 1; }
	@# trusted notebooks show their saved widgets on open (Jupyter renders no widget in an
	@# untrusted one); a notebook changed by git pull is untrusted again, so sign at every start
	$(BIN)/jupyter trust $(LAB_ROOT)/*.ipynb $(wildcard $(LAB_ROOT)/zh/*.ipynb) > /dev/null
	@# the Chinese edition: JupyterLab in Chinese (settings-zh, tools/configure_lab.py)
	$(BIN)/python tools/configure_lab.py
	@# root_dir: what the file browser shows; default_url: the printed URL opens the contents
	@# page itself, not the Launcher (a path relative to root_dir)
	$(BIN)/jupyter lab --ServerApp.ip=127.0.0.1 --ServerApp.port=$(LAB_PORT) \
		--ServerApp.root_dir=$(LAB_ROOT) --LabApp.default_url=/lab/tree/$(LAB_HOME) \
		$(if $(filter zh,$(EDITION)),--LabApp.app_settings_dir=$(ZH_SETTINGS)) $(ROOT_FLAG) $(LAB_ARGS)

# the student copies (no solutions): make lab-student, make lab-student LANG=zh
lab-student:
	$(MAKE) lab STUDENT=1 $(if $(filter zh,$(EDITION)),EDITION=zh)

# a chapter as it is in the repository again, the student's version kept aside:
# make reset-chapter N=02 (both editions' copies of chapter N)
reset-chapter:
	@test "$(origin N)" = "command line" || { echo "which chapter? make reset-chapter N=02"; exit 1; }
	@set -e; for f in notebooks/$(N)*_*.ipynb notebooks/zh/$(N)*_*.ipynb; do \
		test -f "$$f" || continue; \
		if ! git diff --quiet -- "$$f"; then \
			keep="build/saved/$$(date +%Y%m%d-%H%M%S)/$$f"; mkdir -p "$$(dirname "$$keep")"; \
			cp "$$f" "$$keep"; echo "your version: $$keep"; \
		fi; \
		git checkout -- "$$f"; echo "$$f: as in the repository"; \
	done

lab-zh:
	$(MAKE) lab LANG=zh

lint: $(STAMP)
	$(BIN)/ruff check $(LINT_PATHS)
	$(BIN)/ruff format --check $(LINT_PATHS)
	$(BIN)/python tools/notebook_navigation.py --check
	$(BIN)/python tools/contest_kit.py --check
	$(BIN)/python tools/cheat_sheet.py --check

# --max-worker-restart 0: a worker that crashes ends the run at once, naming the test it was
# running; replacing it would hang (pytest-xdist 3.8 re-queues the crashed file to a worker that
# has already finished, and the run waits for it for ever: seen once, in a run where we killed
# a worker)
test: lint
	$(BIN)/python -m pytest -n $(TEST_WORKERS) --maxprocesses 4 --max-worker-restart 0 --dist loadfile --no-loadscope-reorder --durations=20 \
		--junitxml=build/artifacts/junit.xml
	@# where the time went: each file's wall and CPU seconds (the 15 costliest)
	$(BIN)/python tools/test_times.py --top 15

chapter: $(STAMP)
	$(BIN)/python -m pytest tests/test_ch$(N)_*.py notebooks/$(N)*_*.ipynb

execute: $(STAMP)
	$(BIN)/python tools/execute_notebooks.py

navigation: $(STAMP)
	$(BIN)/python tools/notebook_navigation.py

kit: $(STAMP)
	$(BIN)/python tools/contest_kit.py
	$(BIN)/python tools/cheat_sheet.py

# the Chinese edition (README, 中文版): catalogues from the English, then the built notebooks
translations: $(STAMP)
	$(BIN)/python tools/translate_notebooks.py update
	$(BIN)/python tools/translate_notebooks.py build
	$(BIN)/python tools/translate_notebooks.py status

slides: $(STAMP)
	$(BIN)/python tools/build_slides.py

book: $(STAMP)
	$(BIN)/python tools/build_book.py

student: $(STAMP)
	$(BIN)/python tools/student_copy.py $(if $(filter zh,$(EDITION)),--lang zh)

# the nbgrader course, generated from the chapters: both editions, or one with LANG=zh /
# EDITION=en|zh; COURSE_ARGS passes options (--out, --exchange-root, --chapters ...)
COURSE_ARGS ?=
course: $(STAMP)
	$(BIN)/python tools/make_course.py $(if $(filter zh,$(EDITION)),--edition zh,$(if $(filter command line,$(origin EDITION)),--edition $(EDITION))) $(COURSE_ARGS)

student-zh:
	$(MAKE) student LANG=zh

messages: $(STAMP)
	$(BIN)/python tools/update_messages.py

format: $(STAMP)
	$(BIN)/ruff check --fix $(LINT_PATHS)
	$(BIN)/ruff format $(LINT_PATHS)

bench: $(STAMP)
	for script in benchmarks/bench_*.py; do echo "== $$script"; $(BIN)/python $$script || exit 1; done

# The slide-fit tests measure only decks whose notebook, template, style sheets, builder,
# measurer, Chromium or fonts changed since tests/data/slide_fit_record.json; this refreshes
# it (only the stale decks; SLIDE_FIT_ARGS=--all measures every deck, --check lists them).
# The widget-slide tests and the live view of the longest proof likewise, with
# tests/data/live_deck_record.json: their run with GAMETHEORY_RECORD_LIVE_DECK=1 measures what
# changed in JupyterLab's live deck and records it (=all: everything).
SLIDE_FIT_ARGS ?=
LIVE_DECK_RECORD ?= 1
slide-fit-record: $(STAMP)
	$(BIN)/python tools/slide_fit_record.py $(SLIDE_FIT_ARGS)
	GAMETHEORY_RECORD_LIVE_DECK=$(LIVE_DECK_RECORD) $(BIN)/python -m pytest -q \
		-p no:cacheprovider -n 2 --dist loadfile tests/test_browser_widget_slides.py \
		tests/test_browser_widget_slides_zh.py tests/test_slides_fit.py \
		-k "drawn_whole or live_view"

# The size sweep that make test replaced by one example per engine path (and a property
# test): every code up to three digits to 2,000 heaps and a sample to 20,000, in plain Python.
# Pure CPU, nothing waits: one worker per core (SWEEP_WORKERS=N overrides), not the extra
# worker of make test.
SWEEP_WORKERS ?= $(CORES)
check-octal-sweep: $(STAMP)
	$(BIN)/python -m pytest -n $(SWEEP_WORKERS) -q benchmarks/sweep_octal_plain.py

# the class hub (classroom/README.md): system users, so root only; refuse before
# building anything. tools/classroom.py builds /srv/gametheory-classroom and runs the hub.
classroom:
	@test "$$(id -u)" = 0 || { echo "make classroom creates system users and runs JupyterHub as root: run it as root (sudo make classroom)"; exit 1; }
	$(MAKE) $(STAMP)
	cd classroom && npm ci --no-audit --no-fund --loglevel=error
	$(BIN)/python tools/classroom.py $(if $(PORT),--port $(PORT)) $(if $(ROSTER),--roster $(abspath $(ROSTER)))

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis build
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
	rm -f gametheory_helpers/games/_octal_c.*.so
