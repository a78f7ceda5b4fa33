package golden

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/queries"
)

// syncDir is golang.org/x/sync in the module cache (a dependency of this
// module, so `go mod download` or a build puts it there): 17 files of
// real Go in four packages, tests included.
func syncDir(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "golang.org/x/sync").Output()
	dir := strings.TrimSpace(string(out))
	if err != nil || dir == "" {
		t.Fatalf("golang.org/x/sync is not in the module cache (go mod download): %v", err)
	}
	return dir
}

// TestXSyncEndToEnd indexes golang.org/x/sync and checks, against
// expectations worked out by hand from its source, the method calls of
// semaphore.Weighted (receivers of a concrete type resolve statically,
// across methods declared apart from the type) and two slices:
// notifyWaiters' `s.cur += w.n` inside an infinite for loop with two
// guarded breaks, and TryAcquire's `return success`.
func TestXSyncEndToEnd(t *testing.T) {
	root := syncDir(t)
	if _, err := os.Stat(filepath.Join(root, "semaphore", "semaphore.go")); err != nil {
		t.Fatal(err)
	}
	dbDir := filepath.Join(t.TempDir(), "idx")
	if _, err := loaders.Index(context.Background(), loaders.Options{Root: root, DBDir: dbDir, NoGit: true}); err != nil {
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
		"semaphore.Weighted.Release -> semaphore.Weighted.notifyWaiters", // s.notifyWaiters(), s *Weighted
		"semaphore.Weighted.Acquire -> semaphore.Weighted.Release",       // s.Release(n) in a select clause
		"errgroup.Group.Go.<fn1> -> errgroup.Group.done",                 // defer g.done() in the goroutine's literal
		"errgroup_test.TestGoLimit -> errgroup.Group.SetLimit",           // g.SetLimit(...) on var g errgroup.Group
	} {
		if !calls[want] {
			t.Errorf("missing call edge %s", want)
		}
	}
	if calls["semaphore.Weighted.TryAcquire -> semaphore.Weighted.notifyWaiters"] {
		t.Errorf("unwanted call edge semaphore.Weighted.TryAcquire -> semaphore.Weighted.notifyWaiters")
	}
	e := &queries.Engine{DB: db}
	slice := func(line int, v string) map[string]bool {
		t.Helper()
		r, err := e.Slice(queries.Criterion{File: "semaphore/semaphore.go", Line: line, Var: v, Direction: queries.Backward})
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
	at := func(lines ...int) []string {
		var out []string
		for _, l := range lines {
			out = append(out, "semaphore/semaphore.go:"+strconv.Itoa(l))
		}
		return out
	}
	// s.cur += w.n (156): w from next.Value (140), next from
	// s.waiters.Front() (135); s.cur from the receiver (133) and the
	// previous iteration. The two breaks (137, 153) can skip 156, so
	// their guards (136, 141) and they themselves are in (rule 9), and
	// the loop header (134) governs the body. Remove and close (157-158)
	// write nothing 156 reads (list.List's Remove is a library method).
	compareSets(t, "semaphore.go:156 s.cur", slice(156, "s.cur"), at(133, 134, 135, 136, 137, 140, 141, 153, 156))
	// return success (118): success (113) reads the receiver and n
	// (111); the if at 114 and s.mu.Unlock() (117) come after it and
	// write nothing it reads.
	compareSets(t, "semaphore.go:118 success", slice(118, "success"), at(111, 113, 118))
}
