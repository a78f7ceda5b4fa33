package main

import (
	"context"
	"fmt"
	"github.com/semantica/semantica/schema/tokens"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/loaders/coverage"
	"github.com/semantica/semantica/optimizer"
	"github.com/semantica/semantica/planner"
	"github.com/semantica/semantica/queries"
)

// coverageInput is a coverage report mapped onto an index.
type coverageInput struct {
	report      *coverage.Report
	files       map[string]map[int]planner.CoverageLine
	failed      []string // failing test ids given
	totalFailed int      // failing tests the report's contexts name
	warnings    []string
}

// readCoverage reads the report at path and the failing tests (ids and a
// JUnit report), and maps the report's files onto meta's index.
func readCoverage(ctx context.Context, meta *loaders.Meta, path string, failed []string, junit string) (*coverageInput, error) {
	rep, err := coverage.Read(ctx, path)
	if err != nil {
		return nil, err
	}
	in := &coverageInput{report: rep, files: map[string]map[int]planner.CoverageLine{}}
	for _, f := range failed {
		in.failed = append(in.failed, coverage.Normalize(f))
	}
	if junit != "" {
		fs, err := coverage.Failed(junit)
		if err != nil {
			return nil, err
		}
		in.failed = append(in.failed, fs...)
	}
	isFailed := func(test string) bool {
		for _, id := range in.failed {
			if coverage.Matches(test, id) {
				return true
			}
		}
		return false
	}
	for _, t := range rep.Tests {
		if isFailed(t) {
			in.totalFailed++
		}
	}
	if len(in.failed) > 0 && !rep.PerTest {
		in.warnings = append(in.warnings, "the report does not say which tests ran each line (coverage.py: --show-contexts with a "+
			"dynamic context; LCOV: TN per test): failing tests cannot be told apart, ranking by hits")
	} else if len(in.failed) > 0 && in.totalFailed == 0 {
		in.warnings = append(in.warnings, fmt.Sprintf("none of the %d failing tests given is named in the report's contexts", len(in.failed)))
	}
	resolved, unmatched := rep.Resolve(meta.Root, meta.Files)
	if len(unmatched) > 0 {
		shown := unmatched[:min(5, len(unmatched))]
		in.warnings = append(in.warnings, fmt.Sprintf("%d files of the report are not in the index (only Python, JavaScript, TypeScript and Go files are indexed): %s",
			len(unmatched), strings.Join(shown, ", ")))
	}
	for f, lines := range resolved {
		m := map[int]planner.CoverageLine{}
		for l, x := range lines {
			c := planner.CoverageLine{Hits: x.Hits}
			for _, t := range x.Tests {
				if isFailed(t) {
					c.Failing++
				} else {
					c.Passing++
				}
			}
			m[l] = c
		}
		in.files[f] = m
	}
	return in, nil
}

func coverageContextCommand() *cli.Command {
	return &cli.Command{
		Name:  "coverage-context",
		Usage: "the code a test run points at: functions ranked by coverage evidence (failing tests first), their executed statements within a token budget",
		Description: "Reads coverage.py JSON (`coverage json --show-contexts`; a .coverage data file is converted with coverage.py when\n" +
			"installed), LCOV tracefiles and Go cover profiles. With per-test contexts and the failing tests (--failed, --junit),\n" +
			"functions are ranked by the Ochiai suspiciousness of their statements; otherwise by hits.",
		Flags: []cli.Flag{
			dbFlag, noMaskFlag,
			&cli.StringFlag{Name: "coverage", Required: true, Usage: "coverage report: coverage.py JSON or .coverage, lcov.info, Go cover profile"},
			&cli.StringSliceFlag{Name: "failed", Usage: "a failing test, as the report's contexts or pytest name it (repeatable)"},
			&cli.StringFlag{Name: "junit", Usage: "JUnit XML report whose failed and errored test cases are the failing tests"},
			&cli.BoolFlag{Name: "failures-only", Usage: "only lines run by failing tests"},
			&cli.IntFlag{Name: "budget", Value: 4000, Usage: "tokens of code and signatures (hard limit)"},
			&cli.StringFlag{Name: "format", Value: "json", Usage: "json, text or markdown"},
			&cli.StringFlag{Name: "tokenizer", Value: tokens.DefaultTokenizer, Usage: "cl100k_base or o200k_base"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 0 {
				return &exitError{2, fmt.Errorf("coverage-context takes no arguments, got %q (use --coverage FILE)", c.Args().Slice())}
			}
			format := c.String("format")
			if format != "json" && format != "text" && format != "markdown" {
				return &exitError{2, fmt.Errorf("unknown format %q (want json, text or markdown)", format)}
			}
			if c.Int("budget") <= 0 {
				return &exitError{2, fmt.Errorf("budget must be a positive number of tokens, got %d", c.Int("budget"))}
			}
			tok, err := tokens.NewTokenizer(c.String("tokenizer"))
			if err != nil {
				return &exitError{2, err}
			}
			db, meta, err := openIndex(c)
			if err != nil {
				return err
			}
			defer db.Close()
			in, err := readCoverage(c.Context, meta, c.String("coverage"), c.StringSlice("failed"), c.String("junit"))
			if err != nil {
				return &exitError{2, err}
			}
			if c.Bool("failures-only") && in.totalFailed == 0 {
				return &exitError{2, fmt.Errorf("--failures-only needs failing tests the report names per line (--failed or --junit, and a report with per-test contexts)")}
			}
			req := &planner.CoverageRequest{Files: in.files, TotalFailed: in.totalFailed, FailuresOnly: c.Bool("failures-only"),
				Budget: c.Int("budget"), Tokenizer: tok, Optimizer: optimizer.Input{Language: loaders.Languages{}, Source: sourceReader(meta), Mask: printMask(c)}}
			if format != "json" {
				req.Format = format
			}
			p := &planner.Planner{Engine: &queries.Engine{DB: db, Memo: queries.NewMemo()}}
			cc, err := p.CoverageContext(req)
			if err != nil {
				return err
			}
			cc.Warnings = append(in.warnings, cc.Warnings...)
			for _, w := range cc.Warnings {
				fmt.Fprintln(os.Stderr, "warning:", w)
			}
			if format == "json" {
				fmt.Println(cc.JSON())
				return nil
			}
			fmt.Printf("# coverage-context %s (%s, ranked by %s, %d failing tests): %d entries with code, %d signatures, %d omitted; %d/%d tokens\n",
				c.String("coverage"), in.report.Format, cc.Ranking, in.totalFailed, len(cc.Slices)-len(cc.SignaturesOnly),
				len(cc.SignaturesOnly), cc.OmittedCount, cc.BudgetUsed, cc.Budget)
			fmt.Print(cc.Context)
			return nil
		},
	}
}
