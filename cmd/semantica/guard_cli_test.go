package main

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/queries"
)

// TestCypherGuardCLI: `query cypher` refuses what the guard refuses with
// exit 2 and the clause's name, stops at --timeout with exit 1, and runs
// what reads; the shell reports a refusal and goes on serving.
func TestCypherGuardCLI(t *testing.T) {
	dir := repo(t)
	if _, errOut, code := run(t, dir, "index", "."); code != 0 {
		t.Fatal(errOut)
	}
	for _, c := range []struct{ query, want string }{
		{"LOAD EXTENSION '/nonexistent/x.so'", "LOAD EXTENSION"},
		{"copy (MATCH (f:Func) RETURN f.qname) to 'out.csv'", "COPY"},
		{"EXPORT DATABASE 'dump'", "EXPORT DATABASE"},
		{"CALL timeout=0", "CALL timeout=…"},
		{"MATCH (s:Stmt) DELETE s", "--write"},
	} {
		_, errOut, code := run(t, dir, "query", "cypher", c.query)
		if code != 2 || !strings.Contains(errOut, "query refused") || !strings.Contains(errOut, c.want) {
			t.Errorf("%s: exit %d, %q; want exit 2 naming %s", c.query, code, errOut, c.want)
		}
	}
	for _, name := range []string{"out.csv", "dump"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			t.Errorf("%s was written", name)
		}
	}
	_, errOut, code := run(t, dir, "query", "cypher", "--timeout", "1ms", "UNWIND range(1, 5000000) AS x RETURN sum(x)")
	if code != 1 || !strings.Contains(errOut, "time limit of 1ms") {
		t.Errorf("timeout: exit %d, %q", code, errOut)
	}

	cmd := exec.Command(binary, "shell")
	cmd.Dir = dir
	cmd.Stdin = strings.NewReader("LOAD EXTENSION '/nonexistent/x.so';\nMATCH (f:Func {qname: 'app.total'}) RETURN f.name;\n")
	got, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("shell: %v\n%s", err, got)
	}
	if !strings.Contains(string(got), "error: query refused: LOAD EXTENSION") || !strings.Contains(string(got), "total") {
		t.Errorf("shell did not refuse and go on:\n%s", got)
	}
}

// TestShellHelpExamplesPassTheGuard: every example query of :help runs
// through the read-only guard (Kùzu's plan of each holds only allowed
// operators).
func TestShellHelpExamplesPassTheGuard(t *testing.T) {
	dir := repo(t)
	if _, err := loaders.Index(context.Background(), loaders.Options{Root: dir, NoGit: true}); err != nil {
		t.Fatal(err)
	}
	db, err := queries.Open(filepath.Join(dir, loaders.DefaultDBDir, queries.GraphFile), true)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	n := 0
	for _, line := range strings.Split(shellHelp, "\n") {
		q := strings.TrimSpace(line)
		if !strings.HasPrefix(q, "MATCH") {
			continue
		}
		n++
		if _, err := db.AdHoc(context.Background(), strings.TrimSuffix(q, ";"), nil, queries.ReadOnly, queries.Limits{}); err != nil {
			t.Errorf("%s: %v", q, err)
		}
	}
	if n < 5 {
		t.Errorf("found %d examples in :help, want at least 5", n)
	}
}

// TestReadPathsOpenReadOnly: while this process holds the graph open
// read-only, a read-write open fails (Kùzu locks the file), yet every read
// command answers: none of them opens the database for writing.
func TestReadPathsOpenReadOnly(t *testing.T) {
	dir := repo(t)
	if _, errOut, code := run(t, dir, "index", "--no-git", "."); code != 0 {
		t.Fatal(errOut)
	}
	graph := filepath.Join(dir, loaders.DefaultDBDir, queries.GraphFile)
	held, err := queries.Open(graph, true)
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()
	if _, errOut, code := run(t, dir, "query", "cypher", "--write", "--db", filepath.Dir(graph), "CREATE (:File {path: 'x.py'})"); code == 0 {
		t.Fatalf("a read-write open succeeded beside a reader, so this test proves nothing: %s", errOut)
	}
	for _, args := range [][]string{
		{"query", "slice", "--file", "app.py", "--line", "11"},
		{"query", "explain", "--file", "app.py", "--line", "11"},
		{"query", "cypher", "MATCH (f:Func) RETURN count(*)"},
		{"search", "total"},
		{"pack", "--budget", "500", "total of values"},
		{"export", "callgraph"},
		{"check"},
	} {
		if _, errOut, code := run(t, dir, args...); code != 0 {
			t.Errorf("%s beside a read-only reader: exit %d: %s", strings.Join(args, " "), code, errOut)
		}
	}
	cmd := exec.Command(binary, "shell")
	cmd.Dir = dir
	cmd.Stdin = strings.NewReader("MATCH (f:Func) RETURN count(*);\n")
	if out, err := cmd.CombinedOutput(); err != nil || !strings.Contains(string(out), "(1 rows)") {
		t.Errorf("shell beside a read-only reader: %v\n%s", err, out)
	}
}

// TestNonFiniteFlags: NaN, infinite and out-of-range ratios and weights
// are refused with exit 2 (NaN once reached the planner and panicked).
func TestNonFiniteFlags(t *testing.T) {
	dir := repo(t)
	if _, errOut, code := run(t, dir, "index", "--no-git", "."); code != 0 {
		t.Fatal(errOut)
	}
	for _, args := range [][]string{
		{"pack", "--exploit-ratio", "NaN", "total"},
		{"pack", "--explore-ratio", "Inf", "total"},
		{"pack", "--exploit-ratio", "1.5", "total"},
		{"query", "slice", "--w-effect", "NaN", "--file", "app.py", "--line", "11"},
		{"query", "slice", "--w-distance", "-Inf", "--file", "app.py", "--line", "11"},
	} {
		if _, errOut, code := run(t, dir, args...); code != 2 || !strings.Contains(errOut, "--") {
			t.Errorf("%v: exit %d, %q; want exit 2 naming the flag", args, code, errOut)
		}
	}
}

// TestPackJSONDeterministic: the same pack gives the same graph and
// context on every run (its dependence edges once came in map order).
func TestPackJSONDeterministic(t *testing.T) {
	out, err := exec.Command("python3", "-c", "import json, os; print(os.path.dirname(json.__file__))").Output()
	if err != nil {
		t.Fatalf("python3 is needed (its json package is the corpus): %v", err)
	}
	dir := t.TempDir()
	db := filepath.Join(dir, "idx")
	if _, errOut, code := run(t, dir, "index", "--no-git", "--db", db, strings.TrimSpace(string(out))); code != 0 {
		t.Fatal(errOut)
	}
	var first string
	for i := 0; i < 6; i++ {
		// The envelope budget lets the whole graph (up to 50 nodes and
		// edges) print: by default it gives way to the 2,000-token limit.
		out, errOut, code := run(t, dir, "pack", "--db", db, "--format", "json", "--budget", "2000", "--envelope-budget", "100000", "decode a json document")
		if code != 0 {
			t.Fatal(errOut)
		}
		var doc map[string]any
		if err := json.Unmarshal([]byte(out), &doc); err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal([]any{doc["visual_graph"], doc["context"], doc["selected"]})
		if i == 0 {
			first = string(b)
			if !strings.Contains(first, "dependence") {
				t.Fatalf("the pack has no dependence edges, so this test proves nothing: %s", first)
			}
		} else if got := string(b); got != first {
			k := 0
			for k < len(got) && k < len(first) && got[k] == first[k] {
				k++
			}
			lo := max(0, k-300)
			t.Fatalf("run %d differs at byte %d:\n …%s\nfirst run:\n …%s", i, k, got[lo:min(len(got), k+200)], first[lo:min(len(first), k+200)])
		}
	}
}
