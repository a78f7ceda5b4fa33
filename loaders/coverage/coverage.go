// Package coverage reads test-coverage reports into hit lines per file:
// coverage.py JSON (with per-test contexts when it was written with
// --show-contexts), coverage.py's .coverage data file (converted by
// running `coverage json`), LCOV tracefiles and Go cover profiles. It also
// reads which tests failed from a JUnit XML report.
//
// Test names are normalized to one dotted form, so the contexts of
// coverage.py's dynamic_context = test_function (tests.test_calc.test_div),
// pytest-cov's --cov-context=test (tests/test_calc.py::test_div|run) and a
// JUnit test case (classname tests.test_calc, name test_div) meet:
// tests.test_calc.test_div.
package coverage

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Formats of a report.
const (
	CoveragePy   = "coverage.py json"
	CoverageData = "coverage.py data"
	LCOV         = "lcov"
	GoProfile    = "go cover profile"
)

// Line is one executed line: how often it ran (1 when the report keeps no
// counts) and the tests that ran it (normalized names; nil when the report
// does not say).
type Line struct {
	Hits  int
	Tests []string
}

// Report is a coverage report: per file (as the report names it), the
// lines that ran.
type Report struct {
	Format   string
	Files    map[string]map[int]*Line
	PerTest  bool     // lines name the tests that ran them
	Tests    []string // every test named, sorted
	Warnings []string
}

// Read reads the report at path, recognising its format by content. A
// .coverage data file needs coverage.py (the coverage, python3-coverage
// or python3 -m coverage command) to convert it. Errors name the file.
func Read(ctx context.Context, path string) (*Report, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("coverage report: %w", err)
	}
	var rep *Report
	switch t := bytes.TrimSpace(b); {
	case bytes.HasPrefix(b, []byte("SQLite format 3\x00")):
		rep, err = readData(ctx, path)
	case bytes.HasPrefix(t, []byte("{")):
		rep, err = parseCoveragePy(b)
	case bytes.HasPrefix(t, []byte("mode:")):
		rep, err = parseGo(b)
	case bytes.Contains(b, []byte("SF:")):
		rep, err = parseLCOV(b)
	default:
		err = errors.New("not a coverage.py JSON or data file, an LCOV tracefile or a Go cover profile")
	}
	if err != nil {
		return nil, fmt.Errorf("coverage report %s: %w", path, err)
	}
	tests := map[string]bool{}
	for _, f := range rep.Files {
		for _, l := range f {
			for _, t := range l.Tests {
				tests[t] = true
			}
		}
	}
	for t := range tests {
		rep.Tests = append(rep.Tests, t)
	}
	sort.Strings(rep.Tests)
	rep.PerTest = len(rep.Tests) > 0
	return rep, nil
}

func parseCoveragePy(b []byte) (*Report, error) {
	var doc struct {
		Meta  map[string]any `json:"meta"`
		Files map[string]struct {
			Executed []int               `json:"executed_lines"`
			Contexts map[string][]string `json:"contexts"`
		} `json:"files"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		return nil, err
	}
	if doc.Files == nil {
		return nil, errors.New(`JSON without "files": not a coverage.py JSON report`)
	}
	rep := &Report{Format: CoveragePy, Files: map[string]map[int]*Line{}}
	for name, f := range doc.Files {
		lines := map[int]*Line{}
		for _, l := range f.Executed {
			lines[l] = &Line{Hits: 1}
		}
		for k, ctxs := range f.Contexts {
			n, err := strconv.Atoi(k)
			if err != nil {
				continue
			}
			l := lines[n]
			if l == nil {
				l = &Line{Hits: 1}
				lines[n] = l
			}
			for _, c := range ctxs {
				if t := Normalize(c); t != "" && !slices.Contains(l.Tests, t) {
					l.Tests = append(l.Tests, t) // contexts of one test with several phases (|setup, |run) are one test
				}
			}
		}
		rep.Files[name] = lines
	}
	return rep, nil
}

// readData converts a .coverage data file with coverage.py, isolated from
// the report's directory: it runs in an empty temporary directory with an
// empty configuration file (a .coveragerc, setup.cfg or pyproject.toml
// beside the data could load plugins) and, for python3 -m coverage, in
// Python's isolated mode (-I: no module of the current directory shadows
// coverage).
func readData(ctx context.Context, path string) (*Report, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp("", "semantica-coverage-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	rc := filepath.Join(tmp, "empty.rc")
	out := filepath.Join(tmp, "report.json")
	if err := os.WriteFile(rc, nil, 0o600); err != nil {
		return nil, err
	}
	var tries [][]string
	for _, c := range []string{"coverage", "python3-coverage"} {
		if p, err := exec.LookPath(c); err == nil {
			tries = append(tries, []string{p})
		}
	}
	tries = append(tries, []string{"python3", "-I", "-m", "coverage"})
	var last error
	for _, t := range tries {
		args := append(t[1:], "json", "--show-contexts", "--rcfile", rc, "--data-file", abs, "-o", out, "-q")
		cmd := exec.CommandContext(ctx, t[0], args...)
		cmd.Dir = tmp
		cmd.Env = append(os.Environ(), "PYTHONSAFEPATH=1", "PYTHONNOUSERSITE=1")
		if msg, err := cmd.CombinedOutput(); err != nil {
			last = fmt.Errorf("%s: %v: %s", strings.Join(t, " "), err, bytes.TrimSpace(msg))
			continue
		}
		b, err := os.ReadFile(out)
		if err != nil {
			return nil, err
		}
		rep, err := parseCoveragePy(b)
		if rep != nil {
			rep.Format = CoverageData
		}
		return rep, err
	}
	return nil, fmt.Errorf("a .coverage data file needs coverage.py to read it (pip install coverage, or apt install python3-coverage), or give `coverage json --show-contexts` output instead: %v", last)
}

func parseLCOV(b []byte) (*Report, error) {
	rep := &Report{Format: LCOV, Files: map[string]map[int]*Line{}}
	var file, test string
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		key, val, _ := strings.Cut(line, ":")
		switch key {
		case "TN":
			test = Normalize(val)
		case "SF":
			file = val
			if rep.Files[file] == nil {
				rep.Files[file] = map[int]*Line{}
			}
		case "DA":
			if file == "" {
				return nil, fmt.Errorf("line %d: DA before SF", n)
			}
			parts := strings.Split(val, ",")
			if len(parts) < 2 {
				return nil, fmt.Errorf("line %d: DA wants LINE,COUNT", n)
			}
			ln, err1 := strconv.Atoi(parts[0])
			cnt, err2 := strconv.ParseFloat(parts[1], 64) // some tools write 1.0
			if err1 != nil || err2 != nil {
				return nil, fmt.Errorf("line %d: DA wants LINE,COUNT, got %q", n, val)
			}
			if cnt <= 0 {
				continue
			}
			l := rep.Files[file][ln]
			if l == nil {
				l = &Line{}
				rep.Files[file][ln] = l
			}
			l.Hits += int(cnt)
			if test != "" && !slices.Contains(l.Tests, test) {
				l.Tests = append(l.Tests, test)
			}
		case "end_of_record":
			file = ""
		}
	}
	return rep, sc.Err()
}

// parseGo reads a Go cover profile: "file:l0.c0,l1.c1 stmts count" per
// block; every line of a block that ran gets its count (the largest, when
// blocks share a line).
func parseGo(b []byte) (*Report, error) {
	rep := &Report{Format: GoProfile, Files: map[string]map[int]*Line{}}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if n == 1 || line == "" {
			continue // mode: set|count|atomic
		}
		colon := strings.LastIndex(line, ":")
		fields := strings.Fields(line[colon+1:])
		if colon < 0 || len(fields) != 3 {
			return nil, fmt.Errorf("line %d: want FILE:L.C,L.C STMTS COUNT, got %q", n, line)
		}
		from, to, ok := strings.Cut(fields[0], ",")
		l0, err0 := strconv.Atoi(strings.Split(from, ".")[0])
		l1, err1 := strconv.Atoi(strings.Split(to, ".")[0])
		cnt, err2 := strconv.Atoi(fields[2])
		if !ok || err0 != nil || err1 != nil || err2 != nil || l1 < l0 {
			return nil, fmt.Errorf("line %d: want FILE:L.C,L.C STMTS COUNT, got %q", n, line)
		}
		if cnt <= 0 {
			continue
		}
		file := line[:colon]
		if rep.Files[file] == nil {
			rep.Files[file] = map[int]*Line{}
		}
		for l := l0; l <= l1; l++ {
			if x := rep.Files[file][l]; x == nil || x.Hits < cnt {
				rep.Files[file][l] = &Line{Hits: cnt}
			}
		}
	}
	return rep, sc.Err()
}

// Normalize turns a test's name as a report writes it into the dotted
// form: tests/test_x.py::TestA::test_b|run → tests.test_x.TestA.test_b.
// coverage.py's empty context (code run outside any test) is "".
func Normalize(name string) string {
	name = strings.TrimSpace(name)
	if i := strings.LastIndex(name, "|"); i >= 0 {
		name = name[:i]
	}
	if i := strings.Index(name, "["); i >= 0 { // pytest parameters
		name = name[:i]
	}
	name = strings.ReplaceAll(name, ".py::", ".")
	name = strings.ReplaceAll(name, "::", ".")
	name = strings.ReplaceAll(name, "/", ".")
	return strings.Trim(name, ".")
}

// Failed reads the failed and errored test cases of a JUnit XML report
// (pytest --junitxml, and most test runners), normalized.
func Failed(path string) ([]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("junit report: %w", err)
	}
	type testcase struct {
		Classname string    `xml:"classname,attr"`
		Name      string    `xml:"name,attr"`
		Failure   *struct{} `xml:"failure"`
		Error     *struct{} `xml:"error"`
	}
	var out []string
	dec := xml.NewDecoder(bytes.NewReader(b))
	seen := false
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("junit report %s: %w", path, err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok || se.Name.Local != "testcase" {
			continue
		}
		seen = true
		var tc testcase
		if err := dec.DecodeElement(&tc, &se); err != nil {
			return nil, fmt.Errorf("junit report %s: %w", path, err)
		}
		if tc.Failure != nil || tc.Error != nil {
			out = append(out, Normalize(tc.Classname+"."+tc.Name))
		}
	}
	if !seen {
		return nil, fmt.Errorf("junit report %s: no <testcase> element", path)
	}
	return out, nil
}

// Matches reports whether a test named in a report is the failing test
// id (both normalized): equal, or one a dotted suffix of the other (a
// JUnit classname may lack the package a context has, or the reverse).
func Matches(test, id string) bool {
	return test == id || strings.HasSuffix(test, "."+id) || strings.HasSuffix(id, "."+test)
}

// Resolve maps the report's file names to the index's paths (relative to
// root, slash-separated; indexed holds them as keys): an absolute name
// inside root by its relative path, a relative name as is, and otherwise
// by the longest path suffix that names exactly one indexed file (a report
// written from another directory). It returns the files it mapped and the
// names it could not.
func (r *Report) Resolve(root string, indexed map[string]string) (map[string]map[int]*Line, []string) {
	out := map[string]map[int]*Line{}
	var unmatched []string
	names := make([]string, 0, len(r.Files))
	for n := range r.Files {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		p := filepath.ToSlash(filepath.Clean(name))
		if filepath.IsAbs(name) {
			if rel, err := filepath.Rel(root, name); err == nil && filepath.IsLocal(rel) {
				p = filepath.ToSlash(rel)
			}
		}
		if _, ok := indexed[p]; !ok {
			p = suffixMatch(p, indexed)
		}
		if p == "" {
			unmatched = append(unmatched, name)
			continue
		}
		if out[p] == nil {
			out[p] = map[int]*Line{}
		}
		for l, x := range r.Files[name] {
			out[p][l] = x
		}
	}
	return out, unmatched
}

// suffixMatch returns the indexed path sharing the longest trailing run of
// whole path components with p, when exactly one does (at least the file
// name).
func suffixMatch(p string, indexed map[string]string) string {
	parts := strings.Split(p, "/")
	for k := len(parts); k >= 1; k-- {
		suffix := strings.Join(parts[len(parts)-k:], "/")
		var hit []string
		for q := range indexed {
			if q == suffix || strings.HasSuffix(q, "/"+suffix) || strings.HasSuffix(p, "/"+q) && len(strings.Split(q, "/")) == k {
				hit = append(hit, q)
			}
		}
		if len(hit) == 1 {
			return hit[0]
		}
		if len(hit) > 1 {
			return "" // ambiguous at its longest
		}
	}
	return ""
}
