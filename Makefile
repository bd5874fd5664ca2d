# Every target sets up .venv by itself: `make run` and `make test` work on a fresh clone.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# The engine compiled by mypyc (tools/build_engine.py); where it cannot be built, the pure
# modules run (the build says so and succeeds). Rebuilt whenever an engine source changes.
ENGINE_BUILT := build/mypyc/.built
ENGINE_SRC := $(wildcard uno_desktop/engine/*.py) tools/build_engine.py

.PHONY: run test typecheck lint screenshots exe bench bench-hint fuzz engine mutation clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test,build]'
	touch $(STAMP)

$(ENGINE_BUILT): $(STAMP) $(ENGINE_SRC)
	$(PY) tools/build_engine.py
	mkdir -p $(dir $@) && touch $@

engine: $(ENGINE_BUILT)

run: $(ENGINE_BUILT)
	$(PY) -m uno_desktop $(ARGS)

# The whole suite on the compiled engine (when it could be built), then the engine and bot
# tests (and the fuzz test that plants a bug by patching Game) again on the pure modules
# (UNO_PURE_ENGINE=1): both must give the same games.
test: $(ENGINE_BUILT) typecheck
	$(PY) -m ruff check .
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest
	UNO_PURE_ENGINE=1 $(PY) -m pytest tests/engine tests/bots \
		"tests/test_fuzz.py::test_a_planted_engine_bug_is_found_and_replayed"

# Types: the whole package, strictly (pyproject.toml's [tool.mypy]). 0 errors.
typecheck: $(STAMP)
	$(PY) -m mypy

# Try to break the engine (random rules, legal/illegal/malformed actions, save round-trips,
# damaged files); exits non-zero with a repro on any broken law. CI runs 20 s of it.
FUZZ_ARGS ?= --seconds 20 --seed 1
fuzz: $(ENGINE_BUILT)
	$(PY) -m uno_desktop.fuzz $(FUZZ_ARGS)

# Every screen in English, French and Hindi, into screenshots/ (gitignored); headless.
# SHOT_ARGS="--size 1280x720 960x600": also at the smallest window; "--only menu": one screen.
screenshots: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) tools/screenshots.py --out screenshots $(SHOT_ARGS)

# The engine and bots (headless), then the game in its window: frame times, the idle menu's CPU
# and the memory over BENCH_ROUNDS rounds of a bot match (BENCH_ROUNDS=1000 for a long evening).
BENCH_ROUNDS ?= 200
# Without a display (a server, CI) SDL falls back to its "offscreen" driver, whose frames cost
# about 20x those of "dummy" (19 ms instead of 1 ms at 1920x1080): a 1,000-round run took hours
# and measured the driver, not the game.
ifeq ($(DISPLAY)$(WAYLAND_DISPLAY),)
bench: export SDL_VIDEODRIVER ?= dummy
endif
bench: $(ENGINE_BUILT)
	$(PY) -m uno_desktop.sim --players 2 --games 4000 --rules official --seed 1
	$(PY) -m uno_desktop.sim --players 4 --games 2000 --rules official --seed 1
	$(PY) -m uno_desktop --benchmark 10 --benchmark-rounds $(BENCH_ROUNDS)

# How long a hint takes (median, p90, p99, max over HINTS hints in varied positions), with the
# normal bot's decision and the hard player's own move timed on the same positions as baselines.
HINTS ?= 1000
bench-hint: $(ENGINE_BUILT)
	$(PY) tools/hint_latency.py --hints $(HINTS)

# The double-click executable in dist/. EXE_ARGS="--bare --smoke": also build the bare
# pygame-ce program (tools/measure_start.py compares them) and smoke-test the result.
exe: $(ENGINE_BUILT)
	PY=$(PY) bash tools/build_exe.sh $(EXE_ARGS)

# Mutation testing of the rules engine (mutmut 3; the modules and the tests it runs are set in
# pyproject.toml under [tool.mutmut]): how many small changes to the rules the engine tests
# notice. Not in CI: hours on two shared cores (docs/mutation.md). Pure engine, one worker (set
# MUTATION_ARGS="--max-children 2" on a free machine); the score and every survivor are printed
# at the end (docs/mutation.md explains the survivors). A fresh run each time: no stale verdicts.
MUTATION_ARGS ?= --max-children 1
mutation: $(STAMP)
	$(PY) -m pip install -q 'mutmut>=3.8,<4'
	rm -rf mutants
	CI=1 UNO_PURE_ENGINE=1 UNO_PROPERTY_EXAMPLES=5 $(PY) -m mutmut run $(MUTATION_ARGS) \
		> mutants.log 2>&1 || (tail -c 3000 mutants.log; exit 1)
	$(PY) tools/mutation_score.py --recheck

clean:
	rm -f uno_desktop/engine/*.so uno_desktop/engine/*.pyd
	rm -rf $(VENV) build dist mutants mutants.log
