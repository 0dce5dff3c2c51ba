# mdm: `make run` serves on the embedded SQLite default, `make test` runs lint and the suite.
# `make run` installs only what serving needs (the `serve` extras: PostgreSQL, Redis and S3
# drivers); `make lint`/`make test` add the test tools (the `test` extras) to the same venv.
VENV   ?= .venv
PY     := $(VENV)/bin/python
SERVE  := $(VENV)/.serve-stamp
TEST   := $(VENV)/.test-stamp
PYTHON ?= python3

.PHONY: run test lint bench screenshots clean

$(SERVE): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[serve]'
	touch $(SERVE)

$(TEST): $(SERVE)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[serve,test]'
	touch $(TEST)

# `exec`: the server replaces the recipe's shell, and stops with exit code 0 on Ctrl-C or
# SIGTERM, so make has nothing to report.
run: $(SERVE)
	exec $(VENV)/bin/mdm serve $(ARGS)

lint: $(TEST)
	$(VENV)/bin/ruff check mdm tests bench
	$(VENV)/bin/ruff format --check mdm tests bench
	$(VENV)/bin/mypy mdm tests

# One worker process per core (pytest-xdist), each test file kept in one worker: the file's
# module-scoped servers start once. `make test PYTEST_ARGS=-n0` runs in one process.
PYTEST_ARGS ?= -n auto --dist loadfile

test: lint
	$(PY) -m pytest $(PYTEST_ARGS)

bench: $(TEST)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[serve,test,bench]'
	$(PY) -m bench $(ARGS)

# The pictures in docs/console.md, taken by the console's browser tests.
screenshots: $(TEST)
	mkdir -p docs/console
	MDM_TEST_SCREENSHOTS=docs/console $(PY) -m pytest -q -p no:randomly tests/console/test_*_browser.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .mypy_cache .ruff_cache
