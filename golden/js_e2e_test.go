package golden

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/queries"
)

// semverDir is Debian's node-semver (package node-semver, which .ci/run
// installs): 47 CommonJS files of real JavaScript.
const semverDir = "/usr/share/nodejs/semver"

// TestSemverEndToEnd indexes Debian's node-semver and checks, against
// expectations worked out by hand from its source, the call edges that
// cross files through require and module.exports, and two slices of
// functions/cmp.js, whose switch falls through three empty clauses into
// `return eq(a, b, loose)` while the '===' clause returns before it.
func TestSemverEndToEnd(t *testing.T) {
	if _, err := os.Stat(filepath.Join(semverDir, "functions", "cmp.js")); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("node-semver is not installed (.ci/run installs the Debian package): %v", err)
		}
		t.Skipf("node-semver not installed: %v", err)
	}
	dbDir := filepath.Join(t.TempDir(), "idx")
	if _, err := loaders.Index(context.Background(), loaders.Options{Root: semverDir, DBDir: dbDir, NoGit: true}); err != nil {
		t.Fatal(err)
	}
	db, err := queries.Open(filepath.Join(dbDir, queries.GraphFile), true)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query("MATCH (a:Func)-[:CALLS]->(b:Func) RETURN a.qname, b.qname", nil)
	if err != nil {
		t.Fatal(err)
	}
	calls := map[string]bool{}
	for _, r := range rows.Data {
		calls[r[0].(string)+" -> "+r[1].(string)] = true
	}
	for _, want := range []string{
		"functions.cmp.cmp -> functions.eq.eq",                             // const eq = require('./eq'); module.exports = eq
		"functions.eq.eq -> functions.compare.compare",                     // an expression-bodied arrow function
		"functions.satisfies.satisfies -> classes.range.Range.constructor", // new Range(range, options)
		"classes.comparator.Comparator.test -> functions.cmp.cmp",          // require at the end of the file
	} {
		if !calls[want] {
			t.Errorf("missing call edge %s", want)
		}
	}
	if calls["functions.cmp.cmp -> functions.neq.neq"] == false {
		t.Errorf("missing call edge functions.cmp.cmp -> functions.neq.neq")
	}

	e := &queries.Engine{DB: db}
	slice := func(line, depth int) map[string]bool {
		t.Helper()
		r, err := e.Slice(queries.Criterion{File: "functions/cmp.js", Line: line, Direction: queries.Backward, Depth: depth})
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]bool{}
		for _, st := range r.Stmts {
			if st.Scored {
				got[st.File+":"+strconv.Itoa(st.Line)] = true
			}
		}
		return got
	}
	// Depth 0: within cmp. 27 is reached through the clauses '' (24) and
	// '=' (25), which fall through into '==' (26); each clause line is
	// decided after the earlier ones (10, 17) and the switch (9); a, b
	// and loose come from the parameters (8). The returns at 15 and 22
	// are jumps whose guards (10, 17) are in, so they are in (rule 9).
	// Since the '===' clause returns at 15, its a = a.version (12) and
	// b = b.version (14) never reach 27. The callee eq is held in the
	// variable const eq = require('./eq') (1), which the call reads
	// (golden/js/RULES.md, rule 10 on callees held in variables); what
	// flows into that require from eq.js is left open by the rules for a
	// function beyond the depth, so only cmp.js is compared.
	got := slice(27, 0)
	for k := range got {
		if !strings.HasPrefix(k, "functions/cmp.js:") {
			delete(got, k)
		}
	}
	want := []string{"functions/cmp.js:1", "functions/cmp.js:8", "functions/cmp.js:9", "functions/cmp.js:10", "functions/cmp.js:15",
		"functions/cmp.js:17", "functions/cmp.js:22", "functions/cmp.js:24", "functions/cmp.js:25",
		"functions/cmp.js:26", "functions/cmp.js:27"}
	compareSets(t, "cmp.js:27 depth 0", got, want)
	// Depth 1 adds eq's return value (eq.js:2, the def line and its
	// expression body's return), and ascends into cmp's callers.
	got = slice(27, 1)
	for _, k := range []string{"functions/eq.js:2", "classes/comparator.js:72"} {
		if !got[k] {
			t.Errorf("cmp.js:27 depth 1: missing %s", k)
		}
	}
	for _, k := range []string{"functions/cmp.js:12", "functions/cmp.js:14", "functions/neq.js:2"} {
		if got[k] {
			t.Errorf("cmp.js:27 depth 1: unwanted %s", k)
		}
	}
}

// compareSets reports the statements missing from got and those it holds
// beyond want.
func compareSets(t *testing.T, what string, got map[string]bool, want []string) {
	t.Helper()
	w := map[string]bool{}
	var missing, unwanted []string
	for _, k := range want {
		w[k] = true
		if !got[k] {
			missing = append(missing, k)
		}
	}
	for k := range got {
		if !w[k] {
			unwanted = append(unwanted, k)
		}
	}
	sort.Strings(missing)
	sort.Strings(unwanted)
	if len(missing)+len(unwanted) > 0 {
		t.Errorf("%s: missing %v, unwanted %v", what, missing, unwanted)
	}
}
