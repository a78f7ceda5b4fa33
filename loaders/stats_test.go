package loaders_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/queries"
)

const statsA = `import os

LIMIT = 3


def read(path):
    with open(path) as f:
        return f.read()


def double(x):
    y = x * 2
    return y
`

const statsB = `from a import double


class Box:
    def put(self, v):
        self.v = double(v)
`

func git(t *testing.T, dir string, date time.Time, args ...string) {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-c", "user.name=t", "-c", "user.email=t@t"}, args...)...)
	cmd.Dir = dir
	d := date.Format(time.RFC3339)
	cmd.Env = append(os.Environ(), "GIT_AUTHOR_DATE="+d, "GIT_COMMITTER_DATE="+d)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

// statsRepo makes a git repository of statsA and statsB with two commits
// (the second changes line 12 of a.py only) and returns its directory and
// the commits' dates.
func statsRepo(t *testing.T) (dir string, first, second time.Time) {
	t.Helper()
	dir = t.TempDir()
	write := func(name, src string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a.py", statsA)
	write("b.py", statsB)
	first = time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	second = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	git(t, dir, first, "init", "-q")
	git(t, dir, first, "add", ".")
	git(t, dir, first, "commit", "-qm", "one")
	write("a.py", statsA[:len("import os\n\nLIMIT = 3\n\n\ndef read(path):\n    with open(path) as f:\n        return f.read()\n\n\ndef double(x):\n")]+"    y = x * 3\n    return y\n")
	git(t, dir, second, "commit", "-qam", "two")

	return dir, first, second
}

// Statistics worked out by hand: effect classes per statement, fan-in and
// fan-out, file-level fan, and churn from two commits (the second changes
// line 12 only).
func TestStatistics(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	dir, first, second := statsRepo(t)
	dbDir := filepath.Join(dir, ".semantica")
	if _, err := loaders.Index(context.Background(), loaders.Options{Root: dir, DBDir: dbDir}); err != nil {
		t.Fatal(err)
	}
	db, err := queries.Open(filepath.Join(dbDir, queries.GraphFile), true)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	one := func(q string, params map[string]any) []any {
		t.Helper()
		rows, err := db.Query(q, params)
		if err != nil {
			t.Fatal(err)
		}
		if len(rows.Data) != 1 {
			t.Fatalf("%s %v: %d rows", q, params, len(rows.Data))
		}
		return rows.Data[0]
	}
	effects := map[string]float64{"a.py:1": 0, "a.py:3": 0.5, "a.py:7": 1, "a.py:8": 1, "a.py:12": 0, "a.py:13": 0.1,
		"b.py:1": 0, "b.py:6": 0.5}
	for loc, want := range effects {
		file, line := loc[:4], loc[5:]
		r := one(`MATCH (:File {path: $f})-[:DECLARES]->(s:Stmt) WHERE s.line = $l RETURN s.effect`,
			map[string]any{"f": file, "l": atoi(line)})
		if r[0].(float64) != want {
			t.Errorf("%s: effect %v, want %v", loc, r[0], want)
		}
	}
	// y = x * 3: x from the def line's formal-in, y to the return; control
	// from the function's entry (owned by the def line).
	r := one(`MATCH (:File {path: 'a.py'})-[:DECLARES]->(s:Stmt {line: 12}) RETURN s.data_in, s.data_out, s.ctrl_in, s.ctrl_out, s.call_out`, nil)
	if r[0].(int64) != 1 || r[1].(int64) != 1 || r[2].(int64) != 1 || r[3].(int64) != 0 || r[4].(int64) != 0 {
		t.Errorf("line 12 fan: %v, want data 1/1, ctrl 1/0, calls 0", r)
	}
	// Files: b imports double from a (one DATA edge a -> b); Box.put calls
	// a.double (one CALLS edge b -> a).
	for _, c := range []struct {
		file                       string
		dataIn, dataOut, cIn, cOut int64
	}{{"a.py", 0, 1, 1, 0}, {"b.py", 1, 0, 0, 1}} {
		r := one(`MATCH (f:File {path: $f}) RETURN f.data_in, f.data_out, f.calls_in, f.calls_out`, map[string]any{"f": c.file})
		if r[0].(int64) != c.dataIn || r[1].(int64) != c.dataOut || r[2].(int64) != c.cIn || r[3].(int64) != c.cOut {
			t.Errorf("%s fan: %v, want %d %d %d %d", c.file, r, c.dataIn, c.dataOut, c.cIn, c.cOut)
		}
	}
	// Churn: double's lines come from both commits, read's from the first.
	for _, c := range []struct {
		qname   string
		churn   int64
		last    time.Time
		hotspot float64
	}{{"a.double", 2, second, 1}, {"a.read", 1, first, 0.5}, {"b.Box.put", 1, first, 0.5}} {
		r := one(`MATCH (f:Func {qname: $q}) RETURN f.churn, f.last_change, f.hotspot`, map[string]any{"q": c.qname})
		if r[0].(int64) != c.churn || r[1].(int64) != c.last.Unix() || r[2].(float64) != c.hotspot {
			t.Errorf("%s: churn %v, last change %v, hotspot %v; want %d, %d, %v", c.qname, r[0], r[1], r[2], c.churn, c.last.Unix(), c.hotspot)
		}
	}
}

func atoi(s string) int64 {
	n := int64(0)
	for _, c := range s {
		n = n*10 + int64(c-'0')
	}
	return n
}

// churns returns every scope's "churn last_change hotspot" by qualified
// name.
func churns(t *testing.T, dbDir string) map[string]string {
	t.Helper()
	db, err := queries.Open(filepath.Join(dbDir, queries.GraphFile), true)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query(`MATCH (f:Func) WHERE f.file <> '' RETURN f.qname, f.churn, f.last_change, f.hotspot`, nil)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, r := range rows.Data {
		out[r[0].(string)] = fmt.Sprint(r[1], " ", r[2], " ", r[3])
	}
	return out
}

// TestBlameCache: a re-index blames only the files whose blob at HEAD or
// content changed, and its statistics equal those of an index built
// without the cache.
func TestBlameCache(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	dir, _, second := statsRepo(t)
	dbDir := filepath.Join(dir, ".semantica")
	index := func(db string, blamed, reused int) {
		t.Helper()
		sum, err := loaders.Index(context.Background(), loaders.Options{Root: dir, DBDir: db})
		if err != nil {
			t.Fatal(err)
		}
		if sum.GitBlamed != blamed || sum.GitReused != reused {
			t.Errorf("blamed %d, reused %d; want %d, %d", sum.GitBlamed, sum.GitReused, blamed, reused)
		}
	}
	same := func(what string) {
		t.Helper()
		fresh := filepath.Join(t.TempDir(), "fresh")
		index(fresh, 2, 0)
		got, want := churns(t, dbDir), churns(t, fresh)
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s: statistics with the cache\n%v\nwithout\n%v", what, got, want)
		}
	}
	index(dbDir, 2, 0)
	index(dbDir, 0, 2) // nothing changed
	same("unchanged")
	// A commit to b.py: only b.py is blamed again.
	if err := os.WriteFile(filepath.Join(dir, "b.py"), []byte(statsB+"        return self.v\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	git(t, dir, second.Add(24*time.Hour), "commit", "-qam", "three")
	index(dbDir, 1, 1)
	same("after a commit")
	if c := churns(t, dbDir)["b.Box.put"]; !strings.HasPrefix(c, "2 ") {
		t.Errorf("b.Box.put after its second commit: %s", c)
	}
	// An edit not committed: a.py is blamed again (its new line is not
	// committed yet).
	if err := os.WriteFile(filepath.Join(dir, "a.py"), []byte(strings.Replace(statsA, "x * 2", "x * 4", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	index(dbDir, 1, 1)
	same("after an edit")
	// Committing that edit changes no content but the blob at HEAD: a.py
	// is blamed again (its line now has a commit).
	git(t, dir, second.Add(48*time.Hour), "commit", "-qam", "four")
	index(dbDir, 1, 1)
	same("after committing the edit")
	// Amending that commit rewrites history (the old HEAD is no ancestor
	// of the new): every file is blamed again.
	git(t, dir, second.Add(72*time.Hour), "commit", "--amend", "-qm", "four, amended")
	index(dbDir, 2, 0)
	same("after an amend")
}
