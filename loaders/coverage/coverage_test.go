package coverage

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// hits renders a file's lines as "line:hits[tests]" in line order.
func hits(f map[int]*Line) []string {
	var ls []int
	for l := range f {
		ls = append(ls, l)
	}
	sort.Ints(ls)
	var out []string
	for _, l := range ls {
		s := strings.Join(f[l].Tests, ",")
		out = append(out, strings.TrimSuffix(strings.Join([]string{strconv.Itoa(l) + ":" + strconv.Itoa(f[l].Hits), s}, " "), " "))
	}
	return out
}

func TestFormats(t *testing.T) {
	for _, tc := range []struct {
		file, format string
		perTest      bool
		want         map[string][]string
	}{
		{"cov.json", CoveragePy, true, map[string][]string{"pkg/calc.py": {"1:1", "2:1 tests.test_calc.test_add", "5:1",
			"6:1 tests.test_calc.test_div", "7:1 tests.test_calc.test_div"}}},
		{"lcov.info", LCOV, true, map[string][]string{"/repo/pkg/calc.py": {"1:1", "2:3"}, "pkg/calc.py": {"6:2 tests.test_calc.test_div"}}},
		{"go.out", GoProfile, false, map[string][]string{"example.com/m/calc.go": {"3:4", "4:4", "5:9", "6:9"}}},
	} {
		rep, err := Read(context.Background(), filepath.Join("testdata", tc.file))
		if err != nil {
			t.Fatalf("%s: %v", tc.file, err)
		}
		if rep.Format != tc.format || rep.PerTest != tc.perTest {
			t.Errorf("%s: format %q per-test %v, want %q %v", tc.file, rep.Format, rep.PerTest, tc.format, tc.perTest)
		}
		got := map[string][]string{}
		for f, lines := range rep.Files {
			if len(lines) > 0 {
				got[f] = hits(lines)
			}
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s:\n got  %v\n want %v", tc.file, got, tc.want)
		}
	}
}

func TestFailedAndMatch(t *testing.T) {
	got, err := Failed(filepath.Join("testdata", "junit.xml"))
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"tests.test_calc.test_div", "test_io.test_open"}; !reflect.DeepEqual(got, want) {
		t.Errorf("failed %v, want %v", got, want)
	}
	for _, tc := range []struct {
		test, id string
		want     bool
	}{
		{"tests.test_calc.test_div", "tests.test_calc.test_div", true},
		{"tests.test_calc.test_div", "test_calc.test_div", true},
		{"test_calc.test_div", "tests.test_calc.test_div", true},
		{"tests.test_calc.test_divide", "tests.test_calc.test_div", false},
		{"tests.test_calc.test_add", "test_div", false},
	} {
		if Matches(tc.test, tc.id) != tc.want {
			t.Errorf("Matches(%q, %q) = %v", tc.test, tc.id, !tc.want)
		}
	}
}

func TestBadReports(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{
		"empty.txt": "", "notes.txt": "hello\n", "bad.json": `{"files": 3}`, "nofiles.json": `{"x": 1}`,
		"bad.info": "DA:1,1\n", "bad.out": "mode: set\nfoo.go:1.1 1\n",
	} {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(text), 0o644)
		if _, err := Read(context.Background(), p); err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("%s: %v, want an error naming the file", name, err)
		}
	}
	if _, err := Read(context.Background(), filepath.Join(dir, "missing.json")); err == nil {
		t.Error("a missing report read without error")
	}
}

func TestResolve(t *testing.T) {
	rep := &Report{Files: map[string]map[int]*Line{
		"/repo/src/pkg/calc.py": {1: {Hits: 1}}, // absolute inside the root
		"pkg/util.py":           {2: {Hits: 1}}, // relative to src/, the index is of /repo
		"tests/test_calc.py":    {3: {Hits: 1}}, // as indexed
		"elsewhere/x.py":        {4: {Hits: 1}}, // not indexed
		"__init__.py":           {5: {Hits: 1}}, // ambiguous
	}}
	indexed := map[string]string{"src/pkg/calc.py": "", "src/pkg/util.py": "", "tests/test_calc.py": "",
		"src/pkg/__init__.py": "", "tests/__init__.py": ""}
	got, unmatched := rep.Resolve("/repo", indexed)
	var paths []string
	for p := range got {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	if want := []string{"src/pkg/calc.py", "src/pkg/util.py", "tests/test_calc.py"}; !reflect.DeepEqual(paths, want) {
		t.Errorf("resolved %v, want %v", paths, want)
	}
	if want := []string{"__init__.py", "elsewhere/x.py"}; !reflect.DeepEqual(unmatched, want) {
		t.Errorf("unmatched %v, want %v", unmatched, want)
	}
}

// A test named twice for one line (repeated DA lines, pytest's setup and
// run phases) counts once; a truncated JUnit report is an error.
func TestDuplicatesAndTruncated(t *testing.T) {
	dir := t.TempDir()
	lcov := filepath.Join(dir, "dup.info")
	os.WriteFile(lcov, []byte("TN:t1\nSF:a.py\nDA:1,1\nDA:1,1\nend_of_record\nTN:t1\nSF:a.py\nDA:1,2\nend_of_record\n"), 0o644)
	rep, err := Read(context.Background(), lcov)
	if err != nil {
		t.Fatal(err)
	}
	if l := rep.Files["a.py"][1]; l == nil || l.Hits != 4 || len(l.Tests) != 1 {
		t.Errorf("line 1: %+v, want 4 hits by one test", l)
	}
	js := filepath.Join(dir, "phases.json")
	os.WriteFile(js, []byte(`{"files": {"a.py": {"executed_lines": [1], "contexts": {"1": ["t.py::x|setup", "t.py::x|run"]}}}}`), 0o644)
	if rep, err = Read(context.Background(), js); err != nil || len(rep.Files["a.py"][1].Tests) != 1 {
		t.Errorf("phases of one test: %+v, %v", rep, err)
	}
	bad := filepath.Join(dir, "junit.xml")
	os.WriteFile(bad, []byte(`<testsuite><testcase classname="a" name="b"><failure/></testcase><testcase classname="a" name="c"`), 0o644)
	if _, err := Failed(bad); err == nil || !strings.Contains(err.Error(), "junit.xml") {
		t.Errorf("truncated junit: %v, want an error naming the file", err)
	}
}
