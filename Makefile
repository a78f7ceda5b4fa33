# Semantica — build, test, demo and benchmarks.
# Needs Go (see go.mod), gcc (cgo: Kùzu and tree-sitter) and python3 (its
# standard library is the real code the demo and end-to-end tests run on).

GO      ?= go
BIN     ?= bin/semantica
PYLIB   := $(shell python3 -c "import os; print(os.path.dirname(os.__file__))" 2>/dev/null)
DEMO_DB ?= .demo/json.semantica

.PHONY: build test demo bench golden clean web-assets

# -buildvcs=auto stamps the commit for `semantica --version` even when
# GOFLAGS says -buildvcs=false; a release adds -ldflags "-X main.version=V".
build:
	$(GO) build -buildvcs=auto -o $(BIN) ./cmd/semantica

# The test command of README.md and .ci/run. The golden package indexes
# every scenario of its ~345 sets one by one (68 minutes, 4,089 s, for
# 338 sets on a 2-core machine beside the other packages in a clean CI
# run of 73 minutes, 2026-11-30, the machine partly shared; 59 minutes for
# ~315 sets on a quiet one), past go test's default 10-minute limit per
# package: 85 minutes still leaves it room, not for many more sets.
test:
	$(GO) vet ./...
	$(GO) test -count=1 -timeout 85m ./...

# Index the standard library's json package and print one backward slice.
demo: build
	@test -n "$(PYLIB)" || { echo "python3 not found: the demo indexes its standard library"; exit 1; }
	$(BIN) index --db $(DEMO_DB) $(PYLIB)/json
	$(BIN) query slice --db $(DEMO_DB) --file __init__.py --line 234 --var cls --budget 2000

golden: build
	$(BIN) bench golden --dir golden --min-precision 0.95 --min-recall 0.95

bench:
	$(GO) test -run '^$$' -bench . -benchtime 1x ./benchmarks/

# Fuzz the Python, JavaScript and Go front ends (parse and lower) and the graph
# build, FUZZTIME each, one after the other (go test -fuzz takes one target at a time). A
# failing input is written under the package's testdata/fuzz and then runs
# in every go test as a regression case. Minimizing each new input for the
# default 60 s left the worker idle most of a run; 5 s keeps it fuzzing.
# FUZZTIME may be a duration (5m) or a count of executions (30000x); CI uses
# counts, because Go 1.26's fuzz coordinator can fail a run whose duration
# runs out while a worker is mid-execution ("context deadline exceeded" with
# no failing input: go.dev/issue/75804, fixed in Go 1.27).
FUZZTIME ?= 5m
FUZZTIME_PARSE ?= $(FUZZTIME)
FUZZTIME_BUILD ?= $(FUZZTIME)
FUZZTIME_JS ?= $(FUZZTIME)
FUZZTIME_GO ?= $(FUZZTIME)

.PHONY: fuzz
fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME_PARSE) -fuzzminimizetime 5s ./loaders/python/
	$(GO) test -run '^$$' -fuzz '^FuzzBuild$$' -fuzztime $(FUZZTIME_BUILD) -fuzzminimizetime 5s ./loaders/pdg/
	$(GO) test -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME_JS) -fuzzminimizetime 5s ./loaders/javascript/
	$(GO) test -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME_GO) -fuzzminimizetime 5s ./loaders/golang/

# Refresh the web view's embedded graph libraries from the npm registry at
# the versions pinned in server/web/frontend/package-lock.json. The result
# (server/web/assets/vendor) is committed: go build alone embeds it.
WEB := server/web
web-assets:
	cd $(WEB)/frontend && npm ci --no-audit --no-fund
	cp $(WEB)/frontend/node_modules/cytoscape/dist/cytoscape.min.js $(WEB)/assets/vendor/
	cp $(WEB)/frontend/node_modules/cytoscape/LICENSE $(WEB)/assets/vendor/cytoscape.LICENSE
	for p in layout-base cose-base cytoscape-fcose; do \
		cp $(WEB)/frontend/node_modules/$$p/$$p.js $(WEB)/assets/vendor/ && \
		cp $(WEB)/frontend/node_modules/$$p/LICENSE $(WEB)/assets/vendor/$$p.LICENSE || exit 1; \
	done

clean:
	rm -rf bin .demo
