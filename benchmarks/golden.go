package benchmarks

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/queries"
)

// Scenario is one golden slicing scenario: a folder of source files and a
// scenario.json whose expectations were worked out by hand from
// ../shared/slicing-rules.md.
type Scenario struct {
	Name      string `json:"name"`
	Category  string `json:"category"`
	Criterion struct {
		File      string `json:"file"`
		Line      int    `json:"line"`
		Var       string `json:"var"`
		Direction string `json:"direction"`
		Depth     *int   `json:"depth"`
	} `json:"criterion"`
	Expected map[string][]int  `json:"expected"`
	Why      map[string]string `json:"why"`
	Dir      string            `json:"-"` // the scenario's folder
}

// ScenarioResult is the score of one scenario.
type ScenarioResult struct {
	Name      string   `json:"name"`
	Category  string   `json:"category"`
	Dir       string   `json:"dir"`
	Precision float64  `json:"precision"`
	Recall    float64  `json:"recall"`
	Expected  int      `json:"expected"`
	Returned  int      `json:"returned"`
	Missing   []string `json:"missing"`
	Unwanted  []string `json:"unwanted"`
	Error     string   `json:"error,omitempty"`
}

// Figures are mean precision and recall over a set of scenarios.
type Figures struct {
	Scenarios int     `json:"scenarios"`
	Precision float64 `json:"precision"`
	Recall    float64 `json:"recall"`
}

// GoldenReport is the outcome of a golden run.
type GoldenReport struct {
	Scenarios  []ScenarioResult   `json:"scenarios"`
	Categories map[string]Figures `json:"categories"`
	Overall    Figures            `json:"overall"`
}

// LoadScenarios finds every scenario.json under dir (recursively), sorted by
// folder. A subfolder that holds its own figures.txt is a separate scenario
// set with figures of its own (golden/rules-v2 under golden): it is left
// out, and is run by naming it as dir.
func LoadScenarios(dir string) ([]*Scenario, error) {
	var out []*Scenario
	root := filepath.Clean(dir)
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if filepath.Clean(p) != root {
				if _, err := os.Stat(filepath.Join(p, "figures.txt")); err == nil {
					return fs.SkipDir
				}
			}
			return nil
		}
		if d.Name() != "scenario.json" {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		var s Scenario
		if err := json.Unmarshal(b, &s); err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
		s.Dir = filepath.Dir(p)
		if s.Name == "" {
			s.Name = filepath.Base(s.Dir)
		}
		if s.Category == "" {
			s.Category = "uncategorized"
		}
		if s.Criterion.File == "" || s.Criterion.Line <= 0 {
			return fmt.Errorf("%s: criterion needs file and line", p)
		}
		out = append(out, &s)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("golden scenarios in %s: %w", dir, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no scenario.json under %s", dir)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Dir < out[j].Dir })
	return out, nil
}

// RunGolden indexes every scenario in a fresh temporary index, computes its
// slice (unpruned: scoring is about the slice, not the budget) and scores
// it. A scenario that fails to index or slice scores 0/0 with its error.
func RunGolden(ctx context.Context, scenarios []*Scenario) *GoldenReport {
	rep := &GoldenReport{Categories: map[string]Figures{}}
	for _, s := range scenarios {
		if ctx.Err() != nil {
			break
		}
		r := runScenario(ctx, s)
		rep.Scenarios = append(rep.Scenarios, r)
	}
	sums := map[string]*[3]float64{}
	total := [3]float64{}
	for _, r := range rep.Scenarios {
		if sums[r.Category] == nil {
			sums[r.Category] = &[3]float64{}
		}
		for _, acc := range []*[3]float64{sums[r.Category], &total} {
			acc[0]++
			acc[1] += r.Precision
			acc[2] += r.Recall
		}
	}
	for c, a := range sums {
		rep.Categories[c] = Figures{Scenarios: int(a[0]), Precision: round(a[1] / a[0]), Recall: round(a[2] / a[0])}
	}
	if total[0] > 0 {
		rep.Overall = Figures{Scenarios: int(total[0]), Precision: round(total[1] / total[0]), Recall: round(total[2] / total[0])}
	}
	return rep
}

func round(x float64) float64 { return math.Round(x*10000) / 10000 }

func runScenario(ctx context.Context, s *Scenario) ScenarioResult {
	res := ScenarioResult{Name: s.Name, Category: s.Category, Dir: s.Dir, Missing: []string{}, Unwanted: []string{}}
	fail := func(err error) ScenarioResult {
		res.Error = err.Error()
		return res
	}
	tmp, err := os.MkdirTemp("", "semantica-golden-")
	if err != nil {
		return fail(err)
	}
	defer os.RemoveAll(tmp)
	dbDir := filepath.Join(tmp, "idx")
	if _, err := loaders.Index(ctx, loaders.Options{Root: s.Dir, DBDir: dbDir}); err != nil {
		return fail(err)
	}
	db, err := queries.Open(filepath.Join(dbDir, queries.GraphFile), true)
	if err != nil {
		return fail(err)
	}
	defer db.Close()
	dir := queries.Backward
	if s.Criterion.Direction != "" {
		if dir, err = queries.ParseDirection(s.Criterion.Direction); err != nil {
			return fail(err)
		}
	}
	depth := 3
	if s.Criterion.Depth != nil {
		depth = *s.Criterion.Depth
	}
	file := filepath.ToSlash(filepath.Clean(s.Criterion.File))
	r, err := (&queries.Engine{DB: db}).Slice(queries.Criterion{File: file, Line: s.Criterion.Line,
		Var: s.Criterion.Var, Direction: dir, Depth: depth})
	if err != nil {
		return fail(err)
	}
	got := map[string]bool{}
	for _, st := range r.Stmts {
		if st.Scored {
			got[st.File+":"+strconv.Itoa(st.Line)] = true
		}
	}
	want, err := scoredExpectations(db, s)
	if err != nil {
		return fail(err)
	}
	inter := 0
	for k := range want {
		if got[k] {
			inter++
		} else {
			res.Missing = append(res.Missing, k)
		}
	}
	for k := range got {
		if !want[k] {
			res.Unwanted = append(res.Unwanted, k)
		}
	}
	sortLoc(res.Missing)
	sortLoc(res.Unwanted)
	res.Expected, res.Returned = len(want), len(got)
	switch {
	case len(got) == 0 && len(want) == 0:
		res.Precision, res.Recall = 1, 1
	case len(got) == 0:
		res.Precision, res.Recall = 0, 0
	default:
		res.Precision = float64(inter) / float64(len(got))
		if len(want) == 0 {
			res.Recall = 1
		} else {
			res.Recall = float64(inter) / float64(len(want))
		}
	}
	return res
}

// scoredExpectations returns the expected statements that the rules score:
// a listed line that starts a scored statement counts; a continuation line
// of a scored statement counts as that statement; a line that holds no
// scored statement (import, decorator, comment, docstring, blank,
// global/nonlocal) is dropped, since including or omitting it never changes
// the scores; any other line counts (and will be missing).
func scoredExpectations(db *queries.DB, s *Scenario) (map[string]bool, error) {
	out := map[string]bool{}
	for file, lines := range s.Expected {
		file = filepath.ToSlash(filepath.Clean(file))
		rows, err := db.Query("MATCH (f:File {path: $file})-[:DECLARES]->(s:Stmt) RETURN s.line, s.end_line, s.scored, s.kind",
			map[string]any{"file": file})
		if err != nil {
			return nil, err
		}
		type span struct {
			line, end int
			scored    bool
		}
		var spans []span
		for _, r := range rows.Data {
			spans = append(spans, span{int(r[0].(int64)), int(r[1].(int64)), r[2] == true})
		}
		src, _ := os.ReadFile(filepath.Join(s.Dir, filepath.FromSlash(file)))
		srcLines := strings.Split(string(src), "\n")
		notAStatementLine := notAStatementLine
		if lang := loaders.LanguageOf(file); lang == "javascript" || lang == "typescript" {
			notAStatementLine = notAJSStatementLine
		} else if strings.HasSuffix(file, ".go") {
			notAStatementLine = notAGoStatementLine
		}
		for _, l := range lines {
			key := file + ":" + strconv.Itoa(l)
			starts, inside, unscored := false, 0, false
			for _, sp := range spans {
				if sp.line == l && sp.scored {
					starts = true
				}
				if l > sp.line && l <= sp.end && sp.scored && inside == 0 {
					inside = sp.line
				}
				if l >= sp.line && l <= sp.end && !sp.scored {
					unscored = true
				}
			}
			switch {
			case starts:
				out[key] = true
			case inside > 0:
				out[file+":"+strconv.Itoa(inside)] = true
			case unscored || notAStatementLine(srcLines, l):
				// not scored by the rules
			default:
				out[key] = true
			}
		}
	}
	return out, nil
}

// notAStatementLine reports lines the rules never score: blank lines,
// comments, decorators, global/nonlocal declarations and lines of a string
// statement (a docstring).
func notAStatementLine(src []string, line int) bool {
	if line < 1 || line > len(src) {
		return false
	}
	t := strings.TrimSpace(src[line-1])
	switch {
	case t == "", strings.HasPrefix(t, "#"), strings.HasPrefix(t, "@"),
		strings.HasPrefix(t, "global "), strings.HasPrefix(t, "nonlocal "),
		strings.HasPrefix(t, `"""`), strings.HasPrefix(t, `'''`),
		strings.HasPrefix(t, "import "), strings.HasPrefix(t, "from ") && strings.Contains(t, " import "):
		return true
	}
	return false
}

// notAJSStatementLine reports the lines golden/js/RULES.md never scores
// in JavaScript and TypeScript: blank lines, comments, lines of braces,
// brackets, parentheses and semicolons only, `do {`, imports, export
// lists and re-exports, type-only declarations, decorators and the
// "use strict" directive.
func notAJSStatementLine(src []string, line int) bool {
	if line < 1 || line > len(src) {
		return false
	}
	t := strings.TrimSpace(src[line-1])
	if strings.Trim(t, "{}()[];, ") == "" {
		return true
	}
	for _, p := range []string{"//", "/*", "*", "@", "import ", "import{", "export {", "export{", "export *",
		"export type ", "export interface ", "interface ", "type ", "declare ", "export declare ", "do {", `"use strict"`, `'use strict'`} {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	return t == "do"
}

// notAGoStatementLine reports the lines golden/go/RULES.md never scores
// in Go: blank lines, comments, lines of braces and parentheses only, the
// package clause, imports (an import block's paths included) and type
// declarations' first lines.
func notAGoStatementLine(src []string, line int) bool {
	if line < 1 || line > len(src) {
		return false
	}
	t := strings.TrimSpace(src[line-1])
	if strings.Trim(t, "{}()[];, ") == "" {
		return true
	}
	for _, p := range []string{"//", "/*", "*", "package ", "import ", "type "} {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	// Inside an import block: an `import (` above with no `)` between.
	for l := line - 1; l >= 1; l-- {
		u := strings.TrimSpace(src[l-1])
		if u == ")" {
			return false
		}
		if u == "import (" {
			return true
		}
	}
	return false
}

func sortLoc(xs []string) {
	sort.Slice(xs, func(i, j int) bool {
		fi, li := splitLoc(xs[i])
		fj, lj := splitLoc(xs[j])
		if fi != fj {
			return fi < fj
		}
		return li < lj
	})
}

func splitLoc(s string) (string, int) {
	i := strings.LastIndexByte(s, ':')
	n, _ := strconv.Atoi(s[i+1:])
	return s[:i], n
}

// WriteText prints the report: per scenario its scores with the missing and
// unwanted statements, then precision and recall per category and overall.
func (rep *GoldenReport) WriteText(w io.Writer) {
	for _, r := range rep.Scenarios {
		mark := "ok  "
		if r.Error != "" || len(r.Missing)+len(r.Unwanted) > 0 {
			mark = "FAIL"
		}
		fmt.Fprintf(w, "%s %-40s %-16s P=%.3f R=%.3f", mark, r.Name, r.Category, r.Precision, r.Recall)
		if r.Error != "" {
			fmt.Fprintf(w, "  error: %s", r.Error)
		}
		fmt.Fprintln(w)
		if len(r.Missing) > 0 {
			fmt.Fprintf(w, "     missing:  %s\n", strings.Join(r.Missing, " "))
		}
		if len(r.Unwanted) > 0 {
			fmt.Fprintf(w, "     unwanted: %s\n", strings.Join(r.Unwanted, " "))
		}
	}
	fmt.Fprintln(w)
	fmt.Fprint(w, rep.FiguresText())
}

// FiguresText renders the aggregate figures as a small table (the content
// of the figures golden file).
func (rep *GoldenReport) FiguresText() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-16s %9s %9s %6s\n", "category", "precision", "recall", "n")
	cats := make([]string, 0, len(rep.Categories))
	for c := range rep.Categories {
		cats = append(cats, c)
	}
	sort.Strings(cats)
	for _, c := range cats {
		f := rep.Categories[c]
		fmt.Fprintf(&b, "%-16s %9.4f %9.4f %6d\n", c, f.Precision, f.Recall, f.Scenarios)
	}
	fmt.Fprintf(&b, "%-16s %9.4f %9.4f %6d\n", "overall", rep.Overall.Precision, rep.Overall.Recall, rep.Overall.Scenarios)
	return b.String()
}

// ErrBelowThreshold is returned when a run scores under its thresholds.
var ErrBelowThreshold = errors.New("golden scores below threshold")

// Check compares the overall figures with the thresholds.
func (rep *GoldenReport) Check(minPrecision, minRecall float64) error {
	if rep.Overall.Precision < minPrecision || rep.Overall.Recall < minRecall {
		return fmt.Errorf("%w: precision %.4f (min %.4f), recall %.4f (min %.4f)", ErrBelowThreshold,
			rep.Overall.Precision, minPrecision, rep.Overall.Recall, minRecall)
	}
	return nil
}
