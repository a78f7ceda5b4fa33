package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestWatch runs `semantica watch` on a small repository: it indexes it
// first, re-indexes after a file is edited and after a new file appears
// in a new directory (each visible to a query), does nothing for a save
// that changes nothing, and exits cleanly on an interrupt.
func TestWatch(t *testing.T) {
	dir := t.TempDir()
	write := func(rel, text string) {
		t.Helper()
		p := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("app.py", "def first(x):\n    return x + 1\n")
	cmd := exec.Command(binary, "watch", "--no-git", "--debounce", "100ms", dir)
	pipe, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string, 100)
	exited := make(chan error, 1)
	go func() {
		sc := bufio.NewScanner(pipe)
		for sc.Scan() {
			lines <- sc.Text()
		}
		exited <- cmd.Wait()
	}()
	var seen []string
	expect := func(pattern string) string {
		t.Helper()
		re := regexp.MustCompile(pattern)
		deadline := time.After(30 * time.Second)
		for {
			select {
			case l := <-lines:
				seen = append(seen, l)
				if re.MatchString(l) {
					return l
				}
			case <-deadline:
				t.Fatalf("no line matching %q within 30 s; watch printed:\n%s", pattern, strings.Join(seen, "\n"))
			}
		}
	}
	defined := func(name string) bool {
		t.Helper()
		out, _, code := run(t, dir, "symbol", "find", "--db", filepath.Join(dir, ".semantica"), name)
		return code == 0 && strings.Contains(out, name)
	}
	expect(`indexed 1 files`)
	if !defined("app.first") {
		t.Fatal("after the first index, app.first is not found")
	}
	write("app.py", "def first(x):\n    return x + 1\n\ndef second(y):\n    return first(y) * 2\n")
	// second's parent chunk and its leaf are new; the file's content
	// changed; first's chunks are unchanged.
	expect(`re-indexed 1 changed files \(app\.py; built everything: the dependence structure of app\.py changed\): .*; chunks: 2 inserted, 1 updated, 0 deleted, 2 unchanged`)
	if !defined("app.second") {
		t.Error("after the edit, app.second is not found")
	}
	// A comment changes text and lines only: the index is updated in place,
	// and no chunk changes (canonical text leaves comments out).
	write("app.py", "# arithmetic\ndef first(x):\n    return x + 1\n\ndef second(y):\n    return first(y) * 2\n")
	expect(`re-indexed 1 changed files \(app\.py; in place\): .*; chunks: 0 inserted, 0 updated, 0 deleted, 5 unchanged`)
	write("pkg/__init__.py", "")
	write("pkg/util.py", "def helper():\n    return 3\n")
	expect(`re-indexed 2 changed files \(pkg/__init__\.py, pkg/util\.py; built everything: files were added or removed\)`)
	if !defined("pkg.util.helper") {
		t.Error("after a new directory, pkg.util.helper is not found")
	}
	// A save that changes nothing starts no index run.
	write("pkg/util.py", "def helper():\n    return 3\n")
	write("notes.txt", "not python")
	time.Sleep(600 * time.Millisecond)
	_ = cmd.Process.Signal(os.Interrupt)
	select {
	case err := <-exited:
		if err != nil {
			t.Errorf("watch did not exit cleanly on an interrupt: %v", err)
		}
	case <-time.After(10 * time.Second):
		_ = cmd.Process.Kill()
		t.Fatal("watch did not exit within 10 s of an interrupt")
	}
	close(lines)
	for l := range lines {
		if strings.Contains(l, "re-indexed") {
			t.Errorf("a save that changed nothing re-indexed: %s", l)
		}
	}
}
