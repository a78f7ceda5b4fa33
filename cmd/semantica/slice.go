package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/semantica/semantica/schema/tokens"
	"math"
	"os"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/optimizer"
	"github.com/semantica/semantica/optimizer/mask"
	"github.com/semantica/semantica/planner"
	"github.com/semantica/semantica/queries"
)

// sliceFlags are shared by `query slice` and `query explain`.
func sliceFlags(formatUsage, formatDefault string) []cli.Flag {
	return []cli.Flag{
		dbFlag, noMaskFlag,
		&cli.StringFlag{Name: "file", Required: true, Usage: "file, relative to the indexed root (or absolute inside it)"},
		&cli.IntFlag{Name: "line", Required: true, Usage: "1-based line of the criterion statement"},
		&cli.StringFlag{Name: "var", Usage: "variable (name or name.attr) of the criterion; default: every name on the line"},
		&cli.StringFlag{Name: "direction", Value: "backward", Usage: "backward, forward or both"},
		&cli.IntFlag{Name: "depth", Value: planner.DefaultDepth, Usage: "call depth (rule 15); when not given, the planner starts at 3 and may go to 5 when the estimate stays under half the budget; never deeper than a depth given, shallower only when the budget demands"},
		&cli.IntFlag{Name: "budget", Value: 8000, Usage: "hard limit on output tokens (the whole formatted output)"},
		&cli.StringFlag{Name: "tokenizer", Value: tokens.DefaultTokenizer, Usage: "cl100k_base or o200k_base"},
		&cli.StringFlag{Name: "format", Value: formatDefault, Usage: formatUsage},
		&cli.StringFlag{Name: "plan", Usage: "force one plan by name (see `query explain`)"},
		&cli.IntFlag{Name: "sig-distance", Value: 3, Usage: "k of the +signatures plans: statements farther than k dependence edges outside the criterion's scope show as signatures"},
		&cli.Float64Flag{Name: "w-distance", Value: planner.DefaultWeights.Distance, Usage: "relevance weight of 1/(1+PDG distance)"},
		&cli.Float64Flag{Name: "w-effect", Value: planner.DefaultWeights.Effect, Usage: "relevance weight of the statement's effect (pure 0, read 0.1, write 0.5, I/O 1)"},
		&cli.Float64Flag{Name: "w-recency", Value: planner.DefaultWeights.Recency, Usage: "relevance weight of recency (git: changed within 7/30/90 days)"},
		&cli.Float64Flag{Name: "w-hotspot", Value: planner.DefaultWeights.Hotspot, Usage: "relevance weight of churn (git commits per function, normalised)"},
		&cli.StringFlag{Name: "coverage", Usage: "coverage report (as coverage-context reads it): statements that ran gain relevance (--w-coverage)"},
		&cli.StringSliceFlag{Name: "failed", Usage: "with --coverage: a failing test (repeatable); lines it ran score their Ochiai suspiciousness"},
		&cli.StringFlag{Name: "junit", Usage: "with --coverage: JUnit XML report naming the failing tests"},
		&cli.Float64Flag{Name: "w-coverage", Value: planner.DefaultCoverageWeight, Usage: "relevance weight of coverage evidence (used only with --coverage)"},
		&cli.StringSliceFlag{Name: "disable-pass", Usage: "optimizer pass to skip (repeatable): " + strings.Join(optimizer.PassNames(), ", ")},
		&cli.BoolFlag{Name: "drop-stdlib-imports", Usage: "leave standard-library imports out of the output"},
	}
}

// planRequest validates the shared flags, opens the index and builds the
// planning request. The caller closes the DB.
func planRequest(c *cli.Context, outFormat string) (*planner.Planner, *planner.Request, *queries.DB, error) {
	if !optimizer.ValidFormat(outFormat) {
		return nil, nil, nil, &exitError{2, fmt.Errorf("unknown format %q (want %s)", outFormat, strings.Join(optimizer.Formats, ", "))}
	}
	dir, err := queries.ParseDirection(c.String("direction"))
	if err != nil {
		return nil, nil, nil, &exitError{2, err}
	}
	if c.Int("budget") <= 0 {
		return nil, nil, nil, &exitError{2, fmt.Errorf("budget must be a positive number of tokens, got %d", c.Int("budget"))}
	}
	if c.Int("line") <= 0 {
		return nil, nil, nil, &exitError{2, fmt.Errorf("line must be 1 or more, got %d", c.Int("line"))}
	}
	if c.Int("depth") < 0 || c.Int("depth") > planner.MaxDepth {
		return nil, nil, nil, &exitError{2, fmt.Errorf("depth must be 0 to %d, got %d", planner.MaxDepth, c.Int("depth"))}
	}
	disabled := map[string]bool{}
	for _, p := range c.StringSlice("disable-pass") {
		known := false
		for _, n := range optimizer.PassNames() {
			known = known || n == p
		}
		if !known {
			return nil, nil, nil, &exitError{2, fmt.Errorf("unknown pass %q (passes: %s)", p, strings.Join(optimizer.PassNames(), ", "))}
		}
		disabled[p] = true
	}
	w := planner.Weights{Distance: c.Float64("w-distance"), Effect: c.Float64("w-effect"), Recency: c.Float64("w-recency"), Hotspot: c.Float64("w-hotspot")}
	if c.String("coverage") != "" {
		w.Coverage = c.Float64("w-coverage")
	} else if c.IsSet("w-coverage") || c.IsSet("failed") || c.IsSet("junit") {
		return nil, nil, nil, &exitError{2, fmt.Errorf("--w-coverage, --failed and --junit need --coverage FILE")}
	}
	for _, f := range []string{"w-distance", "w-effect", "w-recency", "w-hotspot", "w-coverage"} {
		if v := c.Float64(f); v < 0 || math.IsNaN(v) || math.IsInf(v, 0) {
			return nil, nil, nil, &exitError{2, fmt.Errorf("--%s must be a finite number ≥ 0, got %v", f, v)}
		}
	}
	tok, err := tokens.NewTokenizer(c.String("tokenizer"))
	if err != nil {
		return nil, nil, nil, &exitError{2, err}
	}
	mask := printMask(c) // starts loading the rules beside the queries
	db, meta, err := openIndex(c)
	if err != nil {
		return nil, nil, nil, err
	}
	file, err := relFile(meta, c.String("file"))
	if err != nil {
		db.Close()
		return nil, nil, nil, err
	}
	var ev planner.Evidence
	if path := c.String("coverage"); path != "" {
		in, err := readCoverage(c.Context, meta, path, c.StringSlice("failed"), c.String("junit"))
		if err != nil {
			db.Close()
			return nil, nil, nil, &exitError{2, err}
		}
		for _, w := range in.warnings {
			fmt.Fprintln(os.Stderr, "warning:", w)
		}
		ev = planner.EvidenceOf(in.files, in.totalFailed)
	}
	req := &planner.Request{
		Coverage:  ev,
		Criterion: queries.Criterion{File: file, Line: c.Int("line"), Var: c.String("var"), Direction: dir, Depth: c.Int("depth")},
		Budget:    c.Int("budget"), Format: outFormat, Weights: w, Now: time.Now(), SigDistance: c.Int("sig-distance"),
		Only: c.String("plan"), Tokenizer: tok, ExactDepth: c.IsSet("depth"),
		Optimizer: optimizer.Input{Language: loaders.Languages{}, Source: sourceReader(meta), Mask: mask, DropStdlibImports: c.Bool("drop-stdlib-imports"), Disabled: disabled},
	}
	// One memo for the process: the plans the planner runs (depths,
	// thin, the fill plan) share their closures and statement rows.
	return &planner.Planner{Engine: &queries.Engine{DB: db, Memo: queries.NewMemo()}}, req, db, nil
}

// sourceReader reads indexed files, refusing ones changed since indexing
// (their line numbers would not match the graph): loaders.Meta.ReadSource.
func sourceReader(meta *loaders.Meta) func(string) ([]byte, error) { return meta.ReadSource }

// printMask is the optimizer's Mask for a command: unless --no-mask, the
// code it prints is masked (optimizer/mask: secrets replaced by a
// placeholder, lines kept) before its tokens are counted. A one-shot
// command masks only what it prints, not the whole files it reads (a
// server masks whole sources once, Snapshot.Source).
func printMask(c *cli.Context) func(string) (string, error) {
	if c.Bool("no-mask") {
		return nil
	}
	return mask.Printed()
}

// noMaskFlag turns masking off for the commands that hand out code.
var noMaskFlag = &cli.BoolFlag{Name: "no-mask", Usage: "hand out source text as it is; by default secrets in it (gitleaks' rules) are masked, lines kept"}

func sliceCommand() *cli.Command {
	return &cli.Command{
		Name:  "slice",
		Usage: "the program slice of a line or variable as code, within a token budget",
		Description: "The budget counts the whole printed output. With --format json that is the code in `context` and\n" +
			"the envelope around it, reported apart in `budget` (limit, used, context_tokens, envelope_tokens, tokenizer);\n" +
			"every list in the envelope holds at most 50 items and `omitted` counts what each list lost.",
		Flags: sliceFlags("text, markdown, json or ultracompact", "text"),
		Action: func(c *cli.Context) error {
			p, req, db, err := planRequest(c, c.String("format"))
			if err != nil {
				return err
			}
			defer db.Close()
			if req.Format == "json" {
				req.Render = func(pl *planner.Plan, out *optimizer.Output) string {
					return mustJSON(sliceDoc(pl, out))
				}
			}
			pl, err := p.Plan(req)
			if err != nil {
				return err
			}
			if err := p.Execute(pl); err != nil {
				return executeError(err)
			}
			if req.Format == "json" {
				// Report the tokens of the document as printed: counting
				// with shorter numbers than the fitted document's never
				// grows the count.
				doc := sliceDoc(pl, pl.Output)
				doc.Budget.ContextTokens = req.Tokenizer.Count(doc.Context)
				for i := 0; i < 4; i++ {
					n := req.Tokenizer.Count(mustJSON(doc))
					held := n == doc.Budget.Used && n == doc.Budget.ContextTokens+doc.Budget.EnvelopeTokens
					doc.Budget.Used, doc.Budget.EnvelopeTokens = n, n-doc.Budget.ContextTokens
					if held {
						break
					}
				}
				fmt.Println(mustJSON(doc))
				return nil
			}
			fmt.Print(pl.Text)
			for _, w := range append(pl.Warnings, pl.Output.Warnings...) {
				fmt.Fprintln(os.Stderr, "warning:", w)
			}
			fmt.Fprintf(os.Stderr, "plan %s: %d of %d statements, %d/%d tokens (%s), confidence %.2f\n", pl.Chosen.Name,
				len(pl.Stmts), pl.FullRows, pl.Tokens, req.Budget, req.Tokenizer.Name, pl.Output.Confidence)
			return nil
		},
	}
}

func mustJSON(v any) string {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		panic(err) // plain data: cannot fail
	}
	return string(b)
}

// sliceJSON is the --format json output of `query slice`. The budget counts
// the tokens of the whole document (Budget.Used, within Budget.Limit): the
// code in Context and the envelope around it, reported apart. Every list
// holds at most planner.MaxEnvelopeItems items; Omitted counts the rest.
type sliceJSON struct {
	Target     targetJSON             `json:"target"`
	Direction  string                 `json:"direction"`
	Depth      int                    `json:"depth"`
	Budget     budgetJSON             `json:"budget"`
	Plan       planJSON               `json:"plan"`
	Statements []stmtJSON             `json:"statements"`
	Context    string                 `json:"context"`
	Confidence float64                `json:"confidence"`
	Reasons    []string               `json:"confidence_reasons"`
	Unresolved []string               `json:"unresolved_callees"`
	Passes     []optimizer.PassReport `json:"passes"`
	Warnings   []string               `json:"warnings"`
	Slice      sliceCounts            `json:"slice"`
	Omitted    map[string]int         `json:"omitted"` // items left out of each capped list; only lists that lost some
}

type targetJSON struct {
	File string `json:"file"`
	Line int    `json:"line"`
	Var  string `json:"var,omitempty"`
}

type budgetJSON struct {
	Limit          int    `json:"limit"`
	Used           int    `json:"used"`            // tokens of the whole document: ContextTokens + EnvelopeTokens
	ContextTokens  int    `json:"context_tokens"`  // tokens of the context (the code)
	EnvelopeTokens int    `json:"envelope_tokens"` // tokens of the document beyond the context
	Tokenizer      string `json:"tokenizer"`
}

type planJSON struct {
	Name      string `json:"name"`
	EstTokens int    `json:"estimated_tokens"`
	EstRows   int    `json:"estimated_rows"`
	Rows      int    `json:"rows"`
	Pruned    bool   `json:"pruned"`
	Filled    string `json:"filled_from,omitempty"`
}

type stmtJSON struct {
	File      string  `json:"file"`
	Line      int     `json:"line"`
	EndLine   int     `json:"end_line"`
	Function  string  `json:"function"`
	Distance  int     `json:"distance"`
	Kind      string  `json:"kind"`
	Relevance float64 `json:"relevance"`
	Why       string  `json:"why,omitempty"`
}

type sliceCounts struct {
	Statements int     `json:"statements"` // statements of the chosen plan's slice
	Kept       int     `json:"kept"`       // statements within the budget
	Queries    int     `json:"queries"`    // Cypher queries run
	QueryMS    float64 `json:"query_ms"`
}

// sliceDoc builds the JSON document. While the planner is fitting, the
// token counts of Budget hold the limit (numbers at least as long as the
// final ones).
func sliceDoc(pl *planner.Plan, out *optimizer.Output) *sliceJSON {
	req := pl.Request
	used := pl.Tokens
	if pl.Output != out {
		used = req.Budget
	}
	d := &sliceJSON{
		Target:    targetJSON{File: req.Criterion.File, Line: req.Criterion.Line, Var: req.Criterion.Var},
		Direction: string(req.Criterion.Direction), Depth: pl.Chosen.Shape.Depth,
		Budget:     budgetJSON{Limit: req.Budget, Used: used, ContextTokens: req.Budget, EnvelopeTokens: req.Budget, Tokenizer: req.Tokenizer.Name},
		Plan:       planJSON{Name: pl.Chosen.Name, EstTokens: pl.Chosen.EstTokens, EstRows: pl.Chosen.EstRows, Pruned: pl.Pruned, Filled: pl.Filled},
		Statements: []stmtJSON{},
		Context:    out.Format("text"),
		Confidence: float64(int(out.Confidence*100+0.5)) / 100,
		Reasons:    nonNil(out.Reasons), Unresolved: nonNil(out.Unresolved), Passes: out.Passes,
		Warnings: nonNil(append(append([]string{}, pl.Warnings...), out.Warnings...)),
	}
	if pl.Chosen.Actual != nil {
		d.Plan.Rows = pl.Chosen.Actual.Rows
		d.Slice.Statements = pl.Chosen.Actual.Rows
	}
	why := map[string]string{}
	for _, f := range out.Files {
		for _, l := range f.Lines {
			if l.Why != "" {
				why[fmt.Sprintf("%s:%d", f.Path, l.Row)] = l.Why
			}
		}
	}
	for _, s := range out.Stmts {
		if !s.Scored {
			continue // imports are shown in context, but are not slice statements
		}
		d.Statements = append(d.Statements, stmtJSON{File: s.File, Line: s.Line, EndLine: s.EndLine, Function: s.Func,
			Distance: s.Distance, Kind: s.Kind, Relevance: float64(int(req.Relevance(s)*1000+0.5)) / 1000,
			Why: why[fmt.Sprintf("%s:%d", s.File, max(s.EndLine, s.Line))]})
	}
	d.Slice.Kept = len(d.Statements)
	for _, c := range pl.Candidates {
		if c.Actual != nil {
			d.Slice.Queries += len(c.Actual.Steps)
			d.Slice.QueryMS += c.Actual.QueryMS
		}
	}
	// Milliseconds to a tenth; while fitting, a placeholder at least as
	// long as any figure printed: the statements a JSON slice keeps must
	// not depend on how long its queries took (they did: the same slice
	// kept 14 or 15 statements from one run to the next).
	d.Slice.QueryMS = math.Round(d.Slice.QueryMS*10) / 10
	if pl.Output != out {
		d.Slice.QueryMS = fittingMS
	}
	d.Omitted = map[string]int{}
	d.Statements = planner.CapList(d.Statements, "statements", d.Omitted)
	d.Reasons = planner.CapList(d.Reasons, "confidence_reasons", d.Omitted)
	d.Unresolved = planner.CapList(d.Unresolved, "unresolved_callees", d.Omitted)
	d.Passes = planner.CapList(d.Passes, "passes", d.Omitted)
	d.Warnings = planner.CapList(d.Warnings, "warnings", d.Omitted)
	return d
}

// fittingMS stands for query_ms while a JSON slice is fitted to its
// budget: a number whose tokens are at least those of any time below 16
// minutes printed to a tenth of a millisecond.
const fittingMS = 999999.9

func nonNil(xs []string) []string {
	if xs == nil {
		return []string{}
	}
	return xs
}

func sha256Hex(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

func explainCommand() *cli.Command {
	flags := append(sliceFlags("text or json (the EXPLAIN itself)", "text"),
		&cli.StringFlag{Name: "slice-format", Value: "text", Usage: "output format the plans are costed for: text, markdown, json or ultracompact"},
		&cli.BoolFlag{Name: "analyze", Usage: "run the plan and print actual rows, tokens and time per step"},
		&cli.BoolFlag{Name: "cypher", Value: true, Usage: "print the text of the Cypher queries of the chosen plan"},
		&cli.BoolFlag{Name: "timings", Value: true, Usage: "print milliseconds (with --analyze)"},
	)
	return &cli.Command{
		Name:  "explain",
		Usage: "show how the planner chooses a slice plan under the budget (EXPLAIN; --analyze runs it)",
		Flags: flags,
		Action: func(c *cli.Context) error {
			format := c.String("format")
			if format != "text" && format != "json" {
				return &exitError{2, fmt.Errorf("unknown format %q (want text or json)", format)}
			}
			p, req, db, err := planRequest(c, c.String("slice-format"))
			if err != nil {
				return err
			}
			defer db.Close()
			pl, err := p.Plan(req)
			if err != nil {
				return err
			}
			if c.Bool("analyze") {
				if err := p.Execute(pl); err != nil {
					return executeError(err)
				}
			}
			if format == "json" {
				fmt.Println(mustJSON(pl.JSON(c.Bool("analyze"))))
				return nil
			}
			fmt.Print(pl.Explain(planner.ExplainOptions{Analyze: c.Bool("analyze"), Timings: c.Bool("timings"), Cypher: c.Bool("cypher")}))
			return nil
		},
	}
}

// executeError gives a budget too small for the criterion exit status 2
// (a bad argument), other errors 1.
func executeError(err error) error {
	var cb *planner.CriterionBudgetError
	if errors.As(err, &cb) {
		return &exitError{2, err}
	}
	return err
}
