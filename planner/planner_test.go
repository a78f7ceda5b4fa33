package planner_test

import (
	"context"
	"fmt"
	"github.com/semantica/semantica/loaders/python"
	"github.com/semantica/semantica/schema/tokens"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/cockroachdb/datadriven"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/optimizer"
	"github.com/semantica/semantica/planner"
	"github.com/semantica/semantica/queries"
	"github.com/semantica/semantica/schema"
)

// TestPlanner runs the datadriven files in testdata/plans. Commands:
//
//	index                 input: files as "-- name.py" sections; indexes them
//	plan file= line= budget= [var=] [direction=] [depth=] [exact] [only=] [analyze]
//	                      prints each candidate's estimate and verdict class;
//	                      with analyze, what the execution did
//	explain ...           same arguments: the EXPLAIN text (no timings, no Cypher text)
//
// Expectations were worked out from the cost model's formulas and the
// seed policy (see each file's comments); the budget checks are
// independent of them: the output's tokens are recounted here.
func TestPlanner(t *testing.T) {
	tok, err := tokens.NewTokenizer(tokens.DefaultTokenizer)
	if err != nil {
		t.Fatal(err)
	}
	datadriven.Walk(t, filepath.Join("testdata", "plans"), func(t *testing.T, path string) {
		var db *queries.DB
		var root string
		defer func() {
			if db != nil {
				db.Close()
			}
		}()
		datadriven.RunTest(t, path, func(t *testing.T, d *datadriven.TestData) string {
			switch d.Cmd {
			case "index":
				root = t.TempDir()
				for _, sec := range strings.Split(d.Input, "-- ")[1:] {
					name, body, _ := strings.Cut(sec, "\n")
					if err := os.WriteFile(filepath.Join(root, strings.TrimSpace(name)), []byte(body), 0o644); err != nil {
						t.Fatal(err)
					}
				}
				dbDir := filepath.Join(root, ".semantica")
				sum, err := loaders.Index(context.Background(), loaders.Options{Root: root, DBDir: dbDir})
				if err != nil {
					t.Fatal(err)
				}
				if db, err = queries.Open(filepath.Join(dbDir, queries.GraphFile), true); err != nil {
					t.Fatal(err)
				}
				return fmt.Sprintf("%d files, %d statements\n", sum.Files, sum.Statements)
			case "plan", "explain":
				req := &planner.Request{Format: "text", Weights: planner.DefaultWeights, Tokenizer: tok,
					Now:       time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC),
					Optimizer: optimizer.Input{Language: python.Language{}, Source: func(p string) ([]byte, error) { return os.ReadFile(filepath.Join(root, p)) }}}
				req.Criterion = queries.Criterion{Direction: queries.Backward, Depth: planner.DefaultDepth}
				d.ScanArgs(t, "file", &req.Criterion.File)
				d.ScanArgs(t, "line", &req.Criterion.Line)
				d.ScanArgs(t, "budget", &req.Budget)
				if d.HasArg("var") {
					d.ScanArgs(t, "var", &req.Criterion.Var)
				}
				if d.HasArg("direction") {
					var dir string
					d.ScanArgs(t, "direction", &dir)
					req.Criterion.Direction = queries.Direction(dir)
				}
				if d.HasArg("depth") {
					d.ScanArgs(t, "depth", &req.Criterion.Depth)
				}
				req.ExactDepth = d.HasArg("exact")
				if d.HasArg("only") {
					d.ScanArgs(t, "only", &req.Only)
				}
				p := &planner.Planner{Engine: &queries.Engine{DB: db}}
				pl, err := p.Plan(req)
				if err != nil {
					return "error: " + err.Error() + "\n"
				}
				analyze := d.HasArg("analyze")
				if analyze {
					if err := p.Execute(pl); err != nil {
						return "error: " + err.Error() + "\n"
					}
					if n := tok.Count(pl.Text); n > req.Budget || n != pl.Tokens {
						t.Errorf("%s: output has %d tokens (reported %d), budget %d", d.Pos, n, pl.Tokens, req.Budget)
					}
				}
				if d.Cmd == "explain" {
					return pl.Explain(planner.ExplainOptions{Analyze: analyze})
				}
				return planSummary(pl, analyze)
			}
			t.Fatalf("unknown command %s", d.Cmd)
			return ""
		})
	})
}

var numbers = regexp.MustCompile(` \(.*\)$`)

// planSummary prints what a plan decided, without the numbers of the
// verdicts (they are in the EXPLAIN tests).
func planSummary(pl *planner.Plan, analyze bool) string {
	var b strings.Builder
	for _, c := range pl.Candidates {
		mark := " "
		if c == pl.Chosen {
			mark = "*"
		}
		fmt.Fprintf(&b, "%s %-38s est %5d  %s\n", mark, c.Name, c.EstTokens, numbers.ReplaceAllString(c.Verdict, ""))
	}
	if !analyze {
		return b.String()
	}
	var kept []string
	target := false
	for _, s := range pl.Stmts {
		kept = append(kept, fmt.Sprintf("%s:%d", s.File, s.Line))
		target = target || s.Target
	}
	use := float64(pl.Tokens) / float64(pl.Request.Budget)
	fmt.Fprintf(&b, "executions %d, pruned %v, filled from %q, target kept %v, uses >= 90%% of budget %v\n",
		pl.Executions, pl.Pruned, pl.Filled, target, use >= planner.FillShare)
	fmt.Fprintf(&b, "kept %s\n", strings.Join(kept, " "))
	return b.String()
}

// Every depth the planner may run has its depth-bounded summary tables: a
// closure at call level L of a slice of depth d walks level d − L, up to
// MaxDepth at level 0.
func TestMaxDepthHasBoundedSummaries(t *testing.T) {
	if planner.MaxDepth > schema.BoundedLevels {
		t.Errorf("MaxDepth %d, but the index stores %d levels of bounded summaries", planner.MaxDepth, schema.BoundedLevels)
	}
}
