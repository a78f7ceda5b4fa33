package queries_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cockroachdb/datadriven"

	"github.com/semantica/semantica/queries"
)

// evilSource is a shared library whose constructor writes a file: if any
// ad-hoc query ever loads it, the file appears.
const evilSource = `#include <stdio.h>
__attribute__((constructor)) static void pwn(void) {
	FILE *f = fopen(PWNED, "w");
	if (f) { fputs("loaded\n", f); fclose(f); }
}
`

// TestGuard runs testdata/guard (format in its header).
func TestGuard(t *testing.T) {
	tmp := t.TempDir()
	so := filepath.Join(tmp, "evil.so")
	src := filepath.Join(t.TempDir(), "evil.c")
	if err := os.WriteFile(src, []byte(evilSource), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("gcc", "-shared", "-fPIC", fmt.Sprintf(`-DPWNED="%s"`, filepath.Join(tmp, "pwned")), "-o", so, src)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, out)
	}
	read := index(t, map[string]string{"app.py": "def f(x):\n    y = x + 1\n    return y\n\ndef g():\n    return f(2)\n"}).DB
	wdb, err := queries.Open(filepath.Join(t.TempDir(), "w", queries.GraphFile), false)
	if err != nil {
		t.Fatal(err)
	}
	defer wdb.Close()
	if err := wdb.CreateSchema(); err != nil {
		t.Fatal(err)
	}
	onlySO := func(t *testing.T, d *datadriven.TestData) {
		ents, err := os.ReadDir(tmp)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ents {
			if e.Name() != "evil.so" {
				t.Errorf("%s: %s appeared in the temporary directory (%s)", d.Pos, e.Name(), d.Input)
			}
		}
	}
	datadriven.RunTest(t, "testdata/guard", func(t *testing.T, d *datadriven.TestData) string {
		q := strings.ReplaceAll(d.Input, "{{tmp}}", tmp)
		access := queries.ReadOnly
		if d.HasArg("write") {
			access = queries.ReadWrite
		}
		switch d.Cmd {
		case "check":
			if err := queries.CheckQuery(q, access, queries.Limits{}); err != nil {
				return err.Error() + "\n"
			}
			return "ok\n"
		case "run":
			db := read
			if access == queries.ReadWrite {
				db = wdb
			}
			if d.HasArg("timeout") || d.HasArg("memory") {
				var ms, mib int
				if d.HasArg("timeout") {
					d.ScanArgs(t, "timeout", &ms)
				}
				if d.HasArg("memory") {
					d.ScanArgs(t, "memory", &mib)
				}
				limited, err := queries.OpenWith(read.Path(), queries.Options{ReadOnly: true,
					Timeout: time.Duration(ms) * time.Millisecond, BufferPoolBytes: uint64(mib) << 20})
				if err != nil {
					t.Fatal(err)
				}
				defer limited.Close()
				db = limited
			}
			params := map[string]any{}
			if strings.Contains(q, "$q") {
				params["q"] = "app.f"
			}
			rows, err := db.AdHoc(context.Background(), q, params, access, queries.Limits{})
			defer onlySO(t, d)
			if err != nil {
				if le, ok := err.(*queries.LimitError); ok {
					return "limit " + le.What + ": " + le.Msg + "\n"
				}
				return err.Error() + "\n"
			}
			return "ok: " + strconv.Itoa(len(rows.Data)) + " rows\n"
		}
		t.Fatalf("unknown command %s", d.Cmd)
		return ""
	})
	if _, err := os.Stat(filepath.Join(tmp, "pwned")); err == nil {
		t.Fatal("the shared library was loaded")
	}
}

// TestGuardTokenLimit: a long operator chain, which Kùzu binds as a deep
// tree (20,000 terms crash it), is refused before Kùzu sees it; a chain
// within the limit passes.
func TestGuardTokenLimit(t *testing.T) {
	chain := func(n int) string { return "RETURN " + strings.Repeat("1+", n-1) + "1" }
	if err := queries.CheckQuery(chain(20000), queries.ReadOnly, queries.Limits{}); err == nil || !strings.Contains(err.Error(), "more than 2000 tokens") {
		t.Errorf("20,000 terms: %v, want a refusal over 2000 tokens", err)
	}
	words := "MATCH (a:Func) WHERE " + strings.Repeat("a.id = 1 OR ", 1000) + "true RETURN a"
	if err := queries.CheckQuery(words, queries.ReadOnly, queries.Limits{}); err == nil || !strings.Contains(err.Error(), "more than 2000 tokens") {
		t.Errorf("1,000 OR terms: %v, want a refusal over 2000 tokens", err)
	}
	if err := queries.CheckQuery(chain(900), queries.ReadOnly, queries.Limits{}); err != nil {
		t.Errorf("900 terms: %v", err)
	}
}
