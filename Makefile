# Semantica — build, test, demo and benchmarks.
# Needs Go (see go.mod), gcc (cgo: Kùzu and tree-sitter) and python3 (its
# standard library is the real code the demo and end-to-end tests run on).

GO      ?= go
BIN     ?= bin/semantica
PYLIB   := $(shell python3 -c "import os; print(os.path.dirname(os.__file__))" 2>/dev/null)
DEMO_DB ?= .demo/json.semantica

.PHONY: build test demo bench golden clean

build:
	$(GO) build -o $(BIN) ./cmd/semantica

# The test command of README.md and .ci/run.
test:
	$(GO) vet ./...
	$(GO) test -count=1 ./...

# Index the standard library's json package and print one backward slice.
demo: build
	@test -n "$(PYLIB)" || { echo "python3 not found: the demo indexes its standard library"; exit 1; }
	$(BIN) index --db $(DEMO_DB) $(PYLIB)/json
	$(BIN) query slice --db $(DEMO_DB) --file __init__.py --line 234 --var cls --budget 2000

golden: build
	$(BIN) bench golden --dir golden --min-precision 0.95 --min-recall 0.95

bench:
	$(GO) test -run '^$$' -bench . -benchtime 1x ./benchmarks/

clean:
	rm -rf bin .demo
