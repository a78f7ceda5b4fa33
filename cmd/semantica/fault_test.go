package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/semantica/semantica/loaders"
)

// The fault matrix of indexing: whatever happens to an `index` run (kill
// -9 in any phase, Ctrl-C, a second indexer, a writer holding the index,
// readers during the swap, a full disk, damaged files), the previous index
// answers or the command fails with a clear error; it never hangs, never
// answers wrongly, and never leaves a build directory behind for good.

const faultV1 = "def f(x):\n    return x + 1\n"

// faultV2 adds a function, so that the old and new index answer
// differently.
const faultV2 = faultV1 + "\ndef g(y):\n    return f(y) * 2\n"

var (
	answerV1 = "qname\napp.f\n"
	answerV2 = "qname\napp.f\napp.g\n"
)

const funcsQuery = "MATCH (f:Func) WHERE f.kind <> 'module' RETURN f.qname AS qname ORDER BY qname"

func faultRepo(t *testing.T, src string) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "app.py"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// runEnv is run with extra environment variables; signaled reports a
// death by signal.
func runEnv(t *testing.T, dir string, env []string, args ...string) (out, errOut string, code int, signaled bool) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var ob, eb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &ob, &eb
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		ws := ee.Sys().(syscall.WaitStatus)
		return ob.String(), eb.String(), ee.ExitCode(), ws.Signaled()
	} else if err != nil {
		t.Fatal(err)
	}
	return ob.String(), eb.String(), 0, false
}

// answer runs funcsQuery through the CLI and fails the test on any error.
func answer(t *testing.T, dir string, args ...string) string {
	t.Helper()
	out, errOut, code := run(t, dir, append([]string{"query", "cypher", "--format", "csv"}, append(args, funcsQuery)...)...)
	if code != 0 {
		t.Fatalf("query: exit %d: %s", code, errOut)
	}
	return out
}

// leftovers lists what a run left beside the index directory.
func leftovers(t *testing.T, dir string) []string {
	t.Helper()
	m, _ := filepath.Glob(filepath.Join(dir, loaders.DefaultDBDir+".new-*"))
	if _, err := os.Stat(filepath.Join(dir, loaders.DefaultDBDir+".old")); err == nil {
		m = append(m, loaders.DefaultDBDir+".old")
	}
	return m
}

func TestFaultKillDuringIndex(t *testing.T) {
	for _, phase := range []string{"parsed", "built", "loading", "loaded", "swapping"} {
		t.Run(phase, func(t *testing.T) {
			dir := faultRepo(t, faultV1)
			if _, errOut, code := run(t, dir, "index", "--no-git", "."); code != 0 {
				t.Fatal(errOut)
			}
			if err := os.WriteFile(filepath.Join(dir, "app.py"), []byte(faultV2), 0o644); err != nil {
				t.Fatal(err)
			}
			_, errOut, _, signaled := runEnv(t, dir, []string{"SEMANTICA_TEST_FAULT=" + phase + ":KILL"}, "index", "--no-git", ".")
			if !signaled {
				t.Fatalf("index was not killed at %s: %s", phase, errOut)
			}
			// The previous index answers, as it was.
			if got := answer(t, dir); got != answerV1 {
				t.Errorf("after kill -9 at %s the index answers %q, want the previous %q", phase, got, answerV1)
			}
			// The next run cleans up and builds the new one.
			if _, errOut, code := run(t, dir, "index", "--no-git", "."); code != 0 {
				t.Fatalf("index after the kill: %s", errOut)
			}
			if got := answer(t, dir); got != answerV2 {
				t.Errorf("after re-indexing: %q, want %q", got, answerV2)
			}
			if l := leftovers(t, dir); len(l) > 0 {
				t.Errorf("left behind: %v", l)
			}
		})
	}
}

func TestFaultInterruptDuringIndex(t *testing.T) {
	for _, c := range []struct{ phase, sig string }{{"parsed", "INT"}, {"loading", "INT"}, {"built", "TERM"}} {
		t.Run(c.phase+"-"+c.sig, func(t *testing.T) {
			dir := faultRepo(t, faultV1)
			if _, errOut, code := run(t, dir, "index", "--no-git", "."); code != 0 {
				t.Fatal(errOut)
			}
			if err := os.WriteFile(filepath.Join(dir, "app.py"), []byte(faultV2), 0o644); err != nil {
				t.Fatal(err)
			}
			_, errOut, code, _ := runEnv(t, dir, []string{"SEMANTICA_TEST_FAULT=" + c.phase + ":" + c.sig}, "index", "--no-git", ".")
			if code != 130 || !strings.Contains(errOut, "previous one is unchanged") {
				t.Errorf("SIG%s at %s: exit %d, %q; want 130 and the previous index kept", c.sig, c.phase, code, errOut)
			}
			if got := answer(t, dir); got != answerV1 {
				t.Errorf("after SIG%s the index answers %q, want %q", c.sig, got, answerV1)
			}
			if l := leftovers(t, dir); len(l) > 0 {
				t.Errorf("an interrupted run left %v", l)
			}
		})
	}
}

func TestFaultTwoWriters(t *testing.T) {
	dir := faultRepo(t, faultV1)
	if _, errOut, code := run(t, dir, "index", "--no-git", "."); code != 0 {
		t.Fatal(errOut)
	}
	idx := filepath.Join(dir, loaders.DefaultDBDir)
	// A second indexer while one holds the lock.
	l, err := loaders.LockIndex(idx)
	if err != nil {
		t.Fatal(err)
	}
	_, errOut, code := run(t, dir, "index", "--no-git", ".")
	if code == 0 || !strings.Contains(errOut, "another semantica process") || !strings.Contains(errOut, fmt.Sprint(os.Getpid())) {
		t.Errorf("second indexer: exit %d, %q; want a refusal naming pid %d", code, errOut, os.Getpid())
	}
	if _, errOut, code := run(t, dir, "query", "cypher", "--write", "--db", idx, "CREATE (:File {path: 'x.py'})"); code == 0 || !strings.Contains(errOut, "another semantica process") {
		t.Errorf("writer beside an indexer: exit %d, %q", code, errOut)
	}
	if got := answer(t, dir); got != answerV1 {
		t.Errorf("readers are not locked out: %q", got)
	}
	l.Unlock()

	// A shell --write held open: a re-index is refused instead of
	// swapping the directory under it (issue: the new index lost half its
	// statements to a writer left open).
	sh := exec.Command(binary, "shell", "--write", "--db", idx)
	sh.Dir = dir
	stdin, err := sh.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	var shOut bytes.Buffer
	sh.Stdout, sh.Stderr = &shOut, &shOut
	if err := sh.Start(); err != nil {
		t.Fatal(err)
	}
	io.WriteString(stdin, "MATCH (f:Func) RETURN count(*);\n")
	// Wait until the shell has answered, so it holds the lock.
	for i := 0; i < 500 && !strings.Contains(shOut.String(), "(1 rows)"); i++ {
		run(t, dir, "schema")
	}
	_, errOut, code = run(t, dir, "index", "--no-git", ".")
	if code == 0 || !strings.Contains(errOut, "another semantica process") {
		t.Errorf("index beside an open shell --write: exit %d, %q", code, errOut)
	}
	io.WriteString(stdin, "CREATE (:File {path: 'written.py'});\n")
	stdin.Close()
	if err := sh.Wait(); err != nil {
		t.Fatalf("shell: %v\n%s", err, shOut.String())
	}
	// The write landed in the index it was made in, which still opens:
	// the writer resealed meta.json.
	out, errOut, code := run(t, dir, "query", "cypher", "--format", "csv", "MATCH (f:File) RETURN f.path ORDER BY f.path")
	if code != 0 || !strings.Contains(out, "written.py") {
		t.Errorf("after the writer: exit %d, %q %q", code, out, errOut)
	}
	if _, errOut, code := run(t, dir, "check"); code != 0 {
		t.Errorf("check after a --write session: %s", errOut)
	}
}

func TestFaultQueriesDuringReindex(t *testing.T) {
	dir := faultRepo(t, faultV1)
	if _, errOut, code := run(t, dir, "index", "--no-git", "."); code != 0 {
		t.Fatal(errOut)
	}
	stop := make(chan struct{})
	var mu sync.Mutex
	var queries, bad int
	var firstBad string
	var wg sync.WaitGroup
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				cmd := exec.Command(binary, "query", "cypher", "--format", "csv", funcsQuery)
				cmd.Dir = dir
				var ob, eb bytes.Buffer
				cmd.Stdout, cmd.Stderr = &ob, &eb
				err := cmd.Run()
				mu.Lock()
				queries++
				if err != nil || (ob.String() != answerV1 && ob.String() != answerV2) {
					bad++
					if firstBad == "" {
						firstBad = fmt.Sprintf("%v: %q %q", err, ob.String(), eb.String())
					}
				}
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < 6; i++ {
		src := faultV1
		if i%2 == 0 {
			src = faultV2
		}
		if err := os.WriteFile(filepath.Join(dir, "app.py"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, errOut, code := run(t, dir, "index", "--no-git", "."); code != 0 {
			t.Errorf("re-index %d with readers: %s", i, errOut)
		}
	}
	close(stop)
	wg.Wait()
	t.Logf("%d queries during 6 re-indexes, %d failed or wrong", queries, bad)
	if queries == 0 || bad > 0 {
		t.Errorf("%d of %d queries failed or answered neither index: first %s", bad, queries, firstBad)
	}
}

func TestFaultDiskFull(t *testing.T) {
	// 3,000 functions: an index of about 21 MB that fits in none of these.
	var big strings.Builder
	for i := 0; i < 3000; i++ {
		fmt.Fprintf(&big, "def g%d(a, b):\n    c = a + b * %d\n    if c > %d:\n        c = c - a\n    return c\n\n", i, i, i)
	}
	// The disk fills at different points for each size: CSV files (8 MB),
	// the free-space check (10–16 MB), inside Kùzu's COPY (22 MB). At
	// 10 MB Kùzu's closing checkpoint once spun forever.
	for _, mb := range []int{8, 10, 12, 16, 22} {
		t.Run(fmt.Sprintf("%dMB", mb), func(t *testing.T) {
			mnt := t.TempDir()
			if out, err := exec.Command("mount", "-t", "tmpfs", "-o", fmt.Sprintf("size=%dm", mb), "tmpfs", mnt).CombinedOutput(); err != nil {
				t.Skipf("cannot mount a small tmpfs here (needs root): %v %s", err, out)
			}
			defer exec.Command("umount", mnt).Run()
			dir := faultRepo(t, faultV1)
			idx := filepath.Join(mnt, "idx")
			if _, errOut, code := run(t, dir, "index", "--no-git", "--db", idx, "."); code != 0 {
				t.Fatal(errOut)
			}
			if err := os.WriteFile(filepath.Join(dir, "big.py"), []byte(big.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			cmd := exec.CommandContext(ctx, binary, "index", "--no-git", "--db", idx, ".")
			cmd.Dir = dir
			var eb bytes.Buffer
			cmd.Stderr = &eb
			err := cmd.Run()
			if ctx.Err() != nil {
				t.Fatalf("index on a full disk hung (killed after 2 minutes): %s", eb.String())
			}
			ee, ok := err.(*exec.ExitError)
			if !ok || ee.ExitCode() != 1 || !(strings.Contains(eb.String(), "No space left on device") ||
				strings.Contains(eb.String(), "no space left on device") || strings.Contains(eb.String(), "not enough disk space")) {
				t.Errorf("full disk: %v, %q; want exit 1 saying the disk is full", err, eb.String())
			}
			if got := answer(t, dir, "--db", idx); got != answerV1 {
				t.Errorf("after a full disk the index answers %q, want %q", got, answerV1)
			}
			ents, _ := os.ReadDir(mnt)
			for _, e := range ents {
				if e.Name() != "idx" && e.Name() != "idx.lock" {
					t.Errorf("left on the full disk: %s", e.Name())
				}
			}
		})
	}
}

func TestFaultDamagedIndex(t *testing.T) {
	for _, c := range []struct {
		name   string
		damage func(t *testing.T, idx string)
		want   string
	}{
		{"meta truncated", func(t *testing.T, idx string) { truncate(t, filepath.Join(idx, "meta.json"), 10) }, "meta.json is not valid"},
		{"meta deleted", func(t *testing.T, idx string) { os.Remove(filepath.Join(idx, "meta.json")) }, "no index at"},
		{"graph truncated", func(t *testing.T, idx string) { truncate(t, filepath.Join(idx, "graph.kz"), 4096) }, "graph.kz is 4096 bytes"},
		{"graph page zeroed", func(t *testing.T, idx string) { zeroPage(t, filepath.Join(idx, "graph.kz"), false) }, "graph.kz was modified"},
		{"graph page zeroed, time kept", func(t *testing.T, idx string) { zeroPage(t, filepath.Join(idx, "graph.kz"), true) }, "graph.kz does not match its checksum"},
		{"graph bit flipped, time kept", func(t *testing.T, idx string) { flipBit(t, filepath.Join(idx, "graph.kz")) }, "graph.kz does not match its checksum"},
		{"search segment truncated", func(t *testing.T, idx string) {
			segs, _ := filepath.Glob(filepath.Join(idx, loaders.SearchDir, "store", "*.zap"))
			if len(segs) == 0 {
				t.Fatal("no search segment")
			}
			truncate(t, segs[0], 100)
		}, "is 100 bytes"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := faultRepo(t, faultV1)
			if _, errOut, code := run(t, dir, "index", "--no-git", "."); code != 0 {
				t.Fatal(errOut)
			}
			idx := filepath.Join(dir, loaders.DefaultDBDir)
			c.damage(t, idx)
			// `check` reports the damage with the command that rebuilds.
			_, errOut, code := run(t, dir, "check", "--db", idx)
			if code != 1 || !strings.Contains(errOut, c.want) {
				t.Errorf("check: exit %d, %q; want %q", code, errOut, c.want)
			}
			// A page zeroed with its time kept (a bit flip on the disk)
			// is seen by every read command too: the graph's CRC-32C is
			// checked on open, before Kùzu can read the page and crash.
			for _, args := range [][]string{
				{"query", "cypher", funcsQuery},
				{"search", "add one"},
				{"query", "slice", "--file", "app.py", "--line", "2"},
			} {
				_, errOut, code := run(t, dir, append(args[:1:1], append([]string{"--db", idx}, args[1:]...)...)...)
				if args[0] == "query" {
					_, errOut, code = run(t, dir, append([]string{"query", args[1], "--db", idx}, args[2:]...)...)
				}
				if code != 1 || !strings.Contains(errOut, c.want) {
					t.Errorf("%s: exit %d, %q; want %q", args[0], code, errOut, c.want)
				}
				if strings.Contains(errOut, "rebuild") == false && !strings.Contains(errOut, "semantica index") {
					t.Errorf("%s: the error does not say how to rebuild: %q", args[0], errOut)
				}
			}
		})
	}
}

func truncate(t *testing.T, p string, n int64) {
	t.Helper()
	if err := os.Truncate(p, n); err != nil {
		t.Fatal(err)
	}
}

// flipBit flips one bit a third of the way into p and puts its
// modification time back, as a failing disk would leave it.
func flipBit(t *testing.T, p string) {
	t.Helper()
	fi, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	b[len(b)/3] ^= 0x10
	if err := os.WriteFile(p, b, fi.Mode()); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(p, fi.ModTime(), fi.ModTime()); err != nil {
		t.Fatal(err)
	}
}

// zeroPage zeroes the 4 KiB page in the middle of p; keepTime puts the
// modification time back, as a bit flip on the disk would leave it.
func zeroPage(t *testing.T, p string, keepTime bool) {
	t.Helper()
	fi, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(p, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteAt(make([]byte, 4096), fi.Size()/2/4096*4096); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if keepTime {
		if err := os.Chtimes(p, fi.ModTime(), fi.ModTime()); err != nil {
			t.Fatal(err)
		}
	}
}

// TestOddPaths: a root whose path holds an apostrophe indexes (COPY takes
// paths as string literals), and a file name with a line break costs only
// that file, with a warning.
func TestOddPaths(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "it's a repo")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, src := range map[string]string{"app.py": faultV2, "bad\nname.py": "z = 3\n"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, errOut, code := run(t, dir, "index", "--no-git", ".")
	if code != 0 || !strings.Contains(out, "indexed 1 files") || !strings.Contains(errOut, `"bad\nname.py": file name holds a line break`) {
		t.Fatalf("index: exit %d, %q %q", code, out, errOut)
	}
	if got := answer(t, dir); got != answerV2 {
		t.Errorf("answers %q, want %q", got, answerV2)
	}
}

// TestLoneCarriageReturns: a file whose lines end in a lone CR (Python
// reads it as a line break) indexes line by line, and its slice prints.
func TestLoneCarriageReturns(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "m.py"), []byte("x = 1\ry = x\rdef f(a):\r    return a + y\r"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := run(t, dir, "index", "--no-git", ".")
	if code != 0 || !strings.Contains(out, "4 statements") || strings.Contains(errOut, "syntax error") {
		t.Fatalf("index: exit %d, %q %q; want 4 statements and no syntax error", code, out, errOut)
	}
	out, errOut, code = run(t, dir, "query", "slice", "--file", "m.py", "--line", "4")
	if code != 0 {
		t.Fatalf("slice: %s", errOut)
	}
	for _, want := range []string{"1  x = 1", "2  y = x", "4      return a + y"} {
		if !strings.Contains(out, want) {
			t.Errorf("slice lacks %q:\n%s", want, out)
		}
	}
}
