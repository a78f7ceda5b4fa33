package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/semantica/semantica/benchmarks"
	"github.com/semantica/semantica/optimizer"
)

func parseBudgets(s string) ([]int, error) {
	var out []int
	for _, b := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(b))
		if err != nil || n <= 0 {
			return nil, &exitError{2, fmt.Errorf("--budgets: %q is not a positive number of tokens", b)}
		}
		out = append(out, n)
	}
	return out, nil
}

func optimizerBenchCommand() *cli.Command {
	return &cli.Command{
		Name:  "optimizer",
		Usage: "optimizer evidence: slice from the last statement of every function and check that outputs parse and fit",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "db", Usage: "index directory (required unless --merge)"},
			&cli.StringFlag{Name: "budgets", Value: "2000,8000", Usage: "comma-separated budgets (tokens)"},
			&cli.StringFlag{Name: "slice-format", Value: "text", Usage: "output format the budget counts"},
			&cli.StringFlag{Name: "plan", Usage: "force one plan by name (default: the planner chooses)"},
			&cli.IntFlag{Name: "limit", Usage: "stop after this many functions (0: all)"},
			&cli.IntFlag{Name: "shard", Usage: "take functions i with i % shards == shard"},
			&cli.IntFlag{Name: "shards", Value: 1, Usage: "number of shards (run shards as separate processes)"},
			&cli.StringSliceFlag{Name: "merge", Usage: "JSON reports of shards to merge and print (no run)"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "report format: text or json"},
		},
		Action: func(c *cli.Context) error {
			var rep *benchmarks.OptimizerReport
			if files := c.StringSlice("merge"); len(files) > 0 {
				var reps []*benchmarks.OptimizerReport
				for _, f := range files {
					b, err := os.ReadFile(f)
					if err != nil {
						return err
					}
					r := &benchmarks.OptimizerReport{}
					if err := json.Unmarshal(b, r); err != nil {
						return fmt.Errorf("%s: %w", f, err)
					}
					reps = append(reps, r)
				}
				rep = reps[0]
				rep.Merge(reps[1:]...)
			} else {
				if c.String("db") == "" {
					return &exitError{2, fmt.Errorf("bench optimizer needs --db (or --merge)")}
				}
				budgets, err := parseBudgets(c.String("budgets"))
				if err != nil {
					return err
				}
				if !optimizer.ValidFormat(c.String("slice-format")) {
					return &exitError{2, fmt.Errorf("unknown slice format %q", c.String("slice-format"))}
				}
				rep, err = benchmarks.RunOptimizer(c.Context, benchmarks.OptimizerOptions{DBDir: c.String("db"), Budgets: budgets,
					Format: c.String("slice-format"), Limit: c.Int("limit"), Shard: c.Int("shard"), Shards: c.Int("shards"), Plan: c.String("plan")})
				if err != nil {
					return err
				}
			}
			if done, err := printReport(c, rep, rep.WriteText); done || err != nil {
				return err
			}
			return nil
		},
	}
}

func packBenchCommand() *cli.Command {
	return &cli.Command{
		Name:  "pack",
		Usage: "retrieval-pack benchmark: budget compliance, source recall and latency over questions drawn from docstrings",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "db", Required: true, Usage: "index directory"},
			&cli.IntFlag{Name: "queries", Value: 100, Usage: "questions to draw"},
			&cli.StringFlag{Name: "budgets", Value: "2000,8000", Usage: "comma-separated budgets (tokens)"},
			&cli.Int64Flag{Name: "seed", Value: 1, Usage: "random seed of the draw"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "report format: text or json"},
		},
		Action: func(c *cli.Context) error {
			budgets, err := parseBudgets(c.String("budgets"))
			if err != nil {
				return err
			}
			rep, err := benchmarks.RunPack(c.Context, benchmarks.PackOptions{DBDir: c.String("db"), Queries: c.Int("queries"),
				Budgets: budgets, Seed: c.Int64("seed")})
			if err != nil {
				return err
			}
			if done, err := printReport(c, rep, rep.WriteText); done || err != nil {
				return err
			}
			return overruns("packs", rep.Overruns())
		},
	}
}

// printReport prints a benchmark report as JSON (--format json; done is
// true) or as text through write.
func printReport(c *cli.Context, rep any, write func(io.Writer)) (done bool, err error) {
	if c.String("format") == "json" {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		return true, enc.Encode(rep)
	}
	write(os.Stdout)
	return false, nil
}

// overruns turns a benchmark's budget overruns (count per budget) into
// exit status 1.
func overruns(what string, byBudget map[int]int) error {
	for b, n := range byBudget {
		if n > 0 {
			return &exitError{1, fmt.Errorf("budget %d: %d %s over the budget", b, n, what)}
		}
	}
	return nil
}
