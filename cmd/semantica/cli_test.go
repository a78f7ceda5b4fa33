package main

import (
	"bytes"
	"encoding/json"
	"github.com/semantica/semantica/schema/tokens"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/semantica/semantica/queries"

	"github.com/semantica/semantica/planner"
)

var binary string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "semantica-cli")
	if err != nil {
		panic(err)
	}
	binary = filepath.Join(dir, "semantica")
	out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput()
	if err != nil {
		os.Stderr.Write(out)
		panic(err)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// run executes the binary in dir and returns stdout, stderr and the exit code.
func run(t *testing.T, dir string, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Dir = dir
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return out.String(), errb.String(), code
}

const app = `import helpers

LIMIT = 10

def total(values):
    acc = 0
    for v in values:
        if v > LIMIT:
            continue
        acc += helpers.weight(v)
    return acc

def report(values):
    t = total(values)
    print("total", t)
    return t
`

const helpers = `def weight(v):
    return v * 2
`

func repo(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for name, src := range map[string]string{"app.py": app, "helpers.py": helpers, "broken.py": "def f(:\n    pass\nx = 1\n",
		".gitignore": "ignored/\n", "ignored/skip.py": "y = 2\n", ".venv/pyvenv.cfg": "", ".venv/lib.py": "z = 3\n"} {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestIndexAndSlice(t *testing.T) {
	dir := repo(t)
	out, errOut, code := run(t, dir, "index", ".")
	if code != 0 {
		t.Fatalf("index exit %d: %s", code, errOut)
	}
	// helpers.py, app.py and broken.py; not ignored/ nor the virtualenv.
	if !strings.Contains(out, "indexed 3 files") {
		t.Errorf("summary %q, want 3 files (gitignore and virtualenv honoured)", out)
	}
	if !strings.Contains(errOut, "broken.py:1") {
		t.Errorf("no warning for the syntax error in broken.py: %q", errOut)
	}
	if !regexp.MustCompile(`phases: parse [0-9.]+ s, dependence graph [0-9.]+ s, .*load into Kùzu [0-9.]+ s, search index [0-9.]+ s`).MatchString(errOut) {
		t.Errorf("no phase timings on stderr: %q", errOut)
	}

	// Backward slice of acc at `return acc` (line 11), JSON. By the rules:
	// 11, acc's definitions 6 and 10, 10's guard structure (for 7, if 8 and
	// continue 9, rule 9), LIMIT (3), the def line 5; weight's body (2, def
	// line 1 in helpers.py) through the call at 10; report's call site 14
	// through the parameter values (rule 12) and report's def line 13.
	out, errOut, code = run(t, dir, "query", "slice", "--file", "app.py", "--line", "11", "--var", "acc", "--format", "json")
	if code != 0 {
		t.Fatalf("slice exit %d: %s", code, errOut)
	}
	var res sliceJSON
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("bad JSON: %v\n%s", err, out)
	}
	got := map[string]bool{}
	for _, s := range res.Statements {
		got[s.File+":"+itoa(s.Line)] = true
	}
	want := []string{"app.py:3", "app.py:5", "app.py:6", "app.py:7", "app.py:8", "app.py:9", "app.py:10", "app.py:11",
		"app.py:13", "app.py:14", "helpers.py:1", "helpers.py:2"}
	for _, w := range want {
		if !got[w] {
			t.Errorf("missing %s in %v", w, got)
		}
	}
	for _, no := range []string{"app.py:1", "app.py:15", "app.py:16"} {
		if got[no] {
			t.Errorf("unwanted %s (imports are not statements; print and return t do not feed acc)", no)
		}
	}
	// The seed policy may go deeper than 3 when the estimate stays under
	// half the budget; this program has no deeper callers, so the
	// statements above are the same.
	tok, _ := tokens.NewTokenizer("cl100k_base")
	if res.Target.File != "app.py" || res.Target.Line != 11 || res.Direction != "backward" || res.Depth < 3 ||
		res.Budget.Limit != 8000 || res.Budget.Tokenizer != "cl100k_base" || res.Budget.Used != tok.Count(strings.TrimSpace(out)) ||
		res.Context == "" || res.Plan.Name == "" || res.Confidence != 0.9 {
		t.Errorf("envelope: %+v", res)
	}

	// A tight budget counts the whole printed output, is never exceeded and
	// keeps the target.
	for _, f := range []string{"text", "markdown", "ultracompact", "json"} {
		budget := "60"
		if f == "json" {
			budget = "700"
		}
		out, errOut, code = run(t, dir, "query", "slice", "--file", "app.py", "--line", "11", "--var", "acc", "--format", f, "--budget", budget)
		if code != 0 {
			t.Fatalf("%s: slice with a small budget failed: %s", f, errOut)
		}
		n, limit := tok.Count(strings.TrimSuffix(out, "\n")), atoi(budget)
		if n > limit {
			t.Errorf("%s: budget %d: output has %d tokens:\n%s", f, limit, n, out)
		}
		if !strings.Contains(out, "return acc") || strings.Contains(out, "t = total(values)") {
			t.Errorf("%s: budget %d: want the target and not the far call site:\n%s", f, limit, out)
		}
	}

	// An absolute path inside the root works.
	if _, errOut, code := run(t, dir, "query", "slice", "--file", filepath.Join(dir, "app.py"), "--line", "11"); code != 0 {
		t.Errorf("absolute --file: exit %d: %s", code, errOut)
	}
}

func TestBadInputs(t *testing.T) {
	dir := repo(t)
	if _, errOut, code := run(t, dir, "query", "slice", "--file", "app.py", "--line", "11"); code == 0 || !strings.Contains(errOut, "no index") {
		t.Errorf("missing index: exit %d, %q", code, errOut)
	}
	if _, errOut, code := run(t, dir, "index", "."); code != 0 {
		t.Fatal(errOut)
	}
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--file", "nope.py", "--line", "1"}, "not in the index"},
		{[]string{"--file", "app.py", "--line", "2"}, "nearest statement lines"},
		{[]string{"--file", "app.py", "--line", "6", "--var", "nothing"}, "it uses or defines: acc"},
		{[]string{"--file", "app.py", "--line", "6", "--direction", "sideways"}, "unknown direction"},
		{[]string{"--file", "app.py", "--line", "6", "--budget", "0"}, "budget must be"},
	}
	for _, c := range cases {
		_, errOut, code := run(t, dir, append([]string{"query", "slice"}, c.args...)...)
		if code == 0 || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, stderr %q, want non-zero and %q", c.args, code, errOut, c.want)
		}
	}
	// A file changed after indexing makes the index stale for it.
	if err := os.WriteFile(filepath.Join(dir, "helpers.py"), []byte(helpers+"\nEXTRA = 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errOut, code := run(t, dir, "query", "slice", "--file", "helpers.py", "--line", "2"); code == 0 || !strings.Contains(errOut, "stale") {
		t.Errorf("stale index: exit %d, %q", code, errOut)
	}
}

// An interrupted index leaves the previous index usable: a leftover build
// directory is ignored, and a swap cut between its renames is recovered.
func TestPreviousIndexSurvives(t *testing.T) {
	dir := repo(t)
	if _, errOut, code := run(t, dir, "index", "."); code != 0 {
		t.Fatal(errOut)
	}
	idx := filepath.Join(dir, ".semantica")
	if err := os.Rename(idx, idx+".old"); err != nil { // as if killed between the renames
		t.Fatal(err)
	}
	if err := os.MkdirAll(idx+".new-99999", 0o755); err != nil { // a half-built index
		t.Fatal(err)
	}
	if _, errOut, code := run(t, dir, "query", "slice", "--file", "app.py", "--line", "11"); code != 0 {
		t.Errorf("previous index not recovered: %s", errOut)
	}
}

func TestCypherAndCallGraph(t *testing.T) {
	dir := repo(t)
	if _, errOut, code := run(t, dir, "index", "."); code != 0 {
		t.Fatal(errOut)
	}
	out, errOut, code := run(t, dir, "query", "cypher", "--format", "json", "--param", "q=app.total",
		"MATCH (a:Func)-[:CALLS]->(b:Func {qname: $q}) RETURN a.qname AS caller")
	if code != 0 || !strings.Contains(out, `"caller": "app.report"`) {
		t.Errorf("callers of app.total: exit %d, %s %s", code, out, errOut)
	}
	if _, errOut, code := run(t, dir, "query", "cypher", "MATCH (s:Stmt) DELETE s"); code == 0 || !strings.Contains(errOut, "--write") {
		t.Errorf("a write was not refused: exit %d, %q", code, errOut)
	}
	out, errOut, code = run(t, dir, "export", "callgraph", "--format", "pycg")
	if code != 0 {
		t.Fatal(errOut)
	}
	var cg map[string][]string
	if err := json.Unmarshal([]byte(out), &cg); err != nil {
		t.Fatal(err)
	}
	for caller, want := range map[string][]string{
		"app.total":      {"helpers.weight"},
		"app.report":     {"<builtin>.print", "app.total"},
		"helpers.weight": {},
		"app":            {},
		"helpers":        {},
	} {
		got, ok := cg[caller]
		if !ok || strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("%s calls %v (present %v), want %v", caller, got, ok, want)
		}
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// Ctrl-C during a re-index: the previous index answers afterwards and no
// half-built directory is left behind, wherever the signal lands.
func TestInterruptedIndexKeepsPrevious(t *testing.T) {
	out, err := exec.Command("python3", "-c", "import email, os; print(os.path.dirname(email.__file__))").Output()
	if err != nil {
		t.Fatal("python3 is needed (its email package is the corpus)")
	}
	src := strings.TrimSpace(string(out))
	dir := t.TempDir()
	db := filepath.Join(dir, "idx")
	if _, errOut, code := run(t, dir, "index", "-q", "--db", db, src); code != 0 {
		t.Fatal(errOut)
	}
	for _, delay := range []time.Duration{50 * time.Millisecond, 400 * time.Millisecond, 900 * time.Millisecond} {
		cmd := exec.Command(binary, "index", "-q", "--db", db, src)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(delay)
		_ = cmd.Process.Signal(os.Interrupt)
		_ = cmd.Wait()
		if _, errOut, code := run(t, dir, "query", "slice", "--db", db, "--file", "utils.py", "--line", "1"); code != 0 &&
			!strings.Contains(errOut, "holds no statement") && !strings.Contains(errOut, "nearest statement") {
			t.Errorf("after an interrupt at %v the index does not answer: %s", delay, errOut)
		}
		left, _ := filepath.Glob(db + ".new-*")
		if len(left) > 0 {
			t.Errorf("after an interrupt at %v a half-built index is left: %v", delay, left)
		}
	}
}

// Files that are not UTF-8 or are over the size limit are skipped with a
// warning naming them; the rest is indexed.
func TestSkippedFilesAreReported(t *testing.T) {
	dir := t.TempDir()
	files := map[string][]byte{
		"ok.py":     []byte("x = 1\n"),
		"latin.py":  {'s', ' ', '=', ' ', '"', 0xe9, '"', '\n'},
		"big.py":    []byte(strings.Repeat("y = 2\n", 100)),
		"notes.txt": []byte("not python"),
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, errOut, code := run(t, dir, "index", "--max-file-bytes", "300", ".")
	if code != 0 {
		t.Fatal(errOut)
	}
	if !strings.Contains(out, "indexed 1 files") || !strings.Contains(out, "2 warnings") {
		t.Errorf("summary %q, want 1 file and 2 warnings", out)
	}
	if !strings.Contains(errOut, "latin.py: not valid UTF-8") || !strings.Contains(errOut, "big.py: 600 bytes is over the 300-byte limit") {
		t.Errorf("warnings %q", errOut)
	}
}

func atoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		panic(err)
	}
	return n
}

// query explain prints the candidates and, with --analyze, what ran;
// --format json gives the same as data; --plan forces a plan and
// --disable-pass turns a pass off.
func TestExplainPlanAndPasses(t *testing.T) {
	dir := repo(t)
	if _, errOut, code := run(t, dir, "index", "-q", "."); code != 0 {
		t.Fatalf("index: %s", errOut)
	}
	out, errOut, code := run(t, dir, "query", "explain", "--analyze", "--file", "app.py", "--line", "11", "--budget", "2000")
	if code != 0 {
		t.Fatalf("explain: %s", errOut)
	}
	for _, want := range []string{"EXPLAIN backward slice of app.py:11", "relevance weights: distance=0.50 effect=0.30 recency=0.10 hotspot=0.10",
		"-> full(depth=", "intra+stubs", "thin(depth=3)", "queries of full(depth=", "MATCH (s:Vertex)", "execution:",
		"closure-backward", "output: plan full(depth=", "syntax-repair"} {
		if !strings.Contains(out, want) {
			t.Errorf("explain output lacks %q:\n%s", want, out)
		}
	}
	out, errOut, code = run(t, dir, "query", "explain", "--format", "json", "--file", "app.py", "--line", "11", "--budget", "2000")
	if code != 0 {
		t.Fatalf("explain json: %s", errOut)
	}
	var ex struct {
		Chosen     string `json:"chosen"`
		Candidates []struct {
			Name, Verdict string
		} `json:"candidates"`
		Output *struct{} `json:"output"`
	}
	if err := json.Unmarshal([]byte(out), &ex); err != nil {
		t.Fatal(err)
	}
	if len(ex.Candidates) != 9 || ex.Chosen == "" || ex.Output != nil {
		t.Errorf("explain json without --analyze: %+v", ex)
	}
	// intra+stubs keeps total's body and shows weight as a stub.
	out, errOut, code = run(t, dir, "query", "slice", "--plan", "intra+stubs", "--file", "app.py", "--line", "11", "--var", "acc")
	if code != 0 {
		t.Fatalf("slice --plan: %s", errOut)
	}
	if !strings.Contains(out, "# helpers.py\n    1  def weight(v):\n           ...  # 1 line omitted\n") ||
		strings.Contains(out, "t = total(values)") || !strings.Contains(errOut, "plan intra+stubs") {
		t.Errorf("intra+stubs output:\n%s%s", out, errOut)
	}
	out, _, code = run(t, dir, "query", "slice", "--disable-pass", "explanation", "--disable-pass", "elision", "--file", "app.py", "--line", "11")
	if code != 0 || strings.Contains(out, "# criterion") || strings.Contains(out, "lines omitted") || !strings.Contains(out, "return acc") {
		t.Errorf("passes disabled, exit %d:\n%s", code, out)
	}
	if _, errOut, code := run(t, dir, "query", "slice", "--disable-pass", "nope", "--file", "app.py", "--line", "11"); code != 2 || !strings.Contains(errOut, "unknown pass") {
		t.Errorf("unknown pass: exit %d: %s", code, errOut)
	}
	if _, errOut, code := run(t, dir, "query", "slice", "--plan", "nope", "--file", "app.py", "--line", "11"); code == 0 || !strings.Contains(errOut, "no plan named") {
		t.Errorf("unknown plan: exit %d: %s", code, errOut)
	}
}

// search ranks symbols; pack stays within its budget, fills both lanes,
// draws a graph of known node and edge kinds and logs an event; shell runs
// queries from a pipe and refuses writes.
func TestSearchPackShell(t *testing.T) {
	dir := repo(t)
	if _, errOut, code := run(t, dir, "index", "-q", "."); code != 0 {
		t.Fatalf("index: %s", errOut)
	}
	out, errOut, code := run(t, dir, "search", "--format", "json", "weight of a value")
	if code != 0 {
		t.Fatalf("search: %s", errOut)
	}
	var sr struct {
		Hits []queries.Hit `json:"hits"`
	}
	if err := json.Unmarshal([]byte(out), &sr); err != nil {
		t.Fatal(err)
	}
	if len(sr.Hits) == 0 || sr.Hits[0].QName != "helpers.weight" || sr.Hits[0].File != "helpers.py" || sr.Hits[0].Line != 1 {
		t.Errorf("search for weight: %+v", sr.Hits)
	}
	if _, errOut, code := run(t, dir, "search", " "); code != 2 || !strings.Contains(errOut, "empty") {
		t.Errorf("empty question: exit %d %s", code, errOut)
	}
	tok, _ := tokens.NewTokenizer("cl100k_base")
	for _, budget := range []int{60, 300, 2000} {
		out, errOut, code = run(t, dir, "pack", "--budget", itoa(budget), "total of the values under the limit")
		if code != 0 {
			t.Fatalf("pack: %s", errOut)
		}
		var pk planner.Pack
		if err := json.Unmarshal([]byte(out), &pk); err != nil {
			t.Fatal(err)
		}
		if n := tok.Count(pk.Context); n > budget || n != pk.TokenEstimate.Tokens {
			t.Errorf("budget %d: context has %d tokens (estimate says %d)", budget, n, pk.TokenEstimate.Tokens)
		}
		if budget == 2000 {
			if len(pk.Selected["exploit"]) == 0 || pk.Selected["exploit"][0].QName != "app.total" || len(pk.Selected["explore"]) == 0 {
				t.Errorf("lanes: %+v", pk.Selected)
			}
			if !strings.Contains(pk.Context, "acc += helpers.weight(v)") {
				t.Errorf("exploit context lacks total's slice:\n%s", pk.Context)
			}
			types := map[string]bool{}
			for _, n := range pk.VisualGraph.Nodes {
				types[n.Type] = true
				if n.Score < 0 || n.Score > 1 {
					t.Errorf("node score out of [0,1]: %+v", n)
				}
			}
			kinds := map[string]bool{}
			for _, e := range pk.VisualGraph.Edges {
				kinds[e.Kind] = true
			}
			for _, want := range []string{"query", "module", "function", "statement"} {
				if !types[want] {
					t.Errorf("no %s node in %v", want, types)
				}
			}
			for _, want := range []string{"retrieval_match", "contains", "data_dependence", "control_dependence"} {
				if !kinds[want] {
					t.Errorf("no %s edge in %v", want, kinds)
				}
			}
			if pk.BudgetPolicy["exploit_ratio"] != 0.7 || pk.ExpansionPolicy.TopKExpandFactor != 1.5 || pk.Telemetry.CandidateCounts["bm25_hits"] == 0 {
				t.Errorf("policies/telemetry: %+v %+v %+v", pk.BudgetPolicy, pk.ExpansionPolicy, pk.Telemetry)
			}
		}
	}
	if _, _, code := run(t, dir, "pack", "--expand", "--format", "text", "total"); code != 0 {
		t.Error("pack --expand failed")
	}
	log, err := os.ReadFile(filepath.Join(dir, ".semantica", "events.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(log)), "\n")
	if len(lines) != 4 || !strings.Contains(lines[3], `"event":"retrieval.pack_built"`) || !strings.Contains(lines[3], `"expand":true`) {
		t.Errorf("event log: %q", log)
	}
	// The event log survives re-indexing.
	if _, errOut, code := run(t, dir, "index", "-q", "."); code != 0 {
		t.Fatalf("reindex: %s", errOut)
	}
	if again, _ := os.ReadFile(filepath.Join(dir, ".semantica", "events.jsonl")); string(again) != string(log) {
		t.Errorf("event log lost on re-index")
	}
	// Phases are timed; a time limit that has passed before the lanes
	// start leaves them empty and says so; a limit that is not positive
	// is refused.
	for _, limit := range []string{"10s", "1ns"} {
		out, errOut, code := run(t, dir, "pack", "--time-limit", limit, "total of the values under the limit")
		if code != 0 {
			t.Fatalf("pack --time-limit %s: exit %d: %s", limit, code, errOut)
		}
		var pk planner.Pack
		if err := json.Unmarshal([]byte(out), &pk); err != nil {
			t.Fatal(err)
		}
		for _, ph := range []string{"retrieval", "exploit", "explore", "fit", "graph"} {
			if _, ok := pk.Telemetry.PhasesMS[ph]; !ok {
				t.Errorf("--time-limit %s: no %s phase in %v", limit, ph, pk.Telemetry.PhasesMS)
			}
		}
		selected := len(pk.Selected["exploit"]) + len(pk.Selected["explore"])
		if limit == "10s" && (pk.Telemetry.TimedOut || selected == 0) {
			t.Errorf("--time-limit 10s: timed out %v, %d symbols selected", pk.Telemetry.TimedOut, selected)
		}
		if limit == "1ns" && (!pk.Telemetry.TimedOut || selected != 0 || pk.Context != "") {
			t.Errorf("--time-limit 1ns: timed out %v, %d symbols selected, context %q", pk.Telemetry.TimedOut, selected, pk.Context)
		}
	}
	if _, errOut, code := run(t, dir, "pack", "--time-limit", "0s", "total"); code != 2 || !strings.Contains(errOut, "time-limit") {
		t.Errorf("--time-limit 0s: exit %d %s", code, errOut)
	}
	cmd := exec.Command(binary, "shell")
	cmd.Dir = dir
	cmd.Stdin = strings.NewReader(":schema\nMATCH (f:Func {qname: 'helpers.weight'})<-[:CALLS]-(c:Func)\nRETURN c.qname;\nCREATE (f:File {path: 'x'});\n:format json\nMATCH (f:File {path: 'app.py'}) RETURN f.lines;\n:quit\n")
	got, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("shell: %v\n%s", err, got)
	}
	for _, want := range []string{"CREATE NODE TABLE Stmt", "app.total", "(1 rows)", "query refused: CREATE writes to the index", `"f.lines": 16`} {
		if !strings.Contains(string(got), want) {
			t.Errorf("shell output lacks %q:\n%s", want, got)
		}
	}
}
