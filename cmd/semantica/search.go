package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"github.com/semantica/semantica/schema/tokens"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/semantica/semantica/optimizer"
	"github.com/semantica/semantica/planner"

	"github.com/urfave/cli/v2"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/queries"
)

// indexDir finds the index directory like openIndex does.
func indexDir(c *cli.Context) (string, error) {
	if d := c.String("db"); d != "" {
		loaders.Recover(d)
		return d, nil
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for d := wd; ; d = filepath.Dir(d) {
		cand := filepath.Join(d, loaders.DefaultDBDir)
		loaders.Recover(cand)
		if _, err := os.Stat(filepath.Join(cand, loaders.MetaFile)); err == nil {
			return cand, nil
		}
		if filepath.Dir(d) == d {
			return "", errors.New("no index found in this directory or its parents: run `semantica index PATH` or pass --db")
		}
	}
}

func searchCommand() *cli.Command {
	return &cli.Command{
		Name:      "search",
		Usage:     "rank the repository's symbols for a question: its exact mentions of code (names, dotted names, paths, traceback frames, code lines, messages) fused with BM25 over names, words, signatures, docstrings, strings, paths and code; each hit says why",
		ArgsUsage: `"QUESTION"`,
		Flags: []cli.Flag{
			dbFlag,
			&cli.IntFlag{Name: "top", Value: 10, Usage: "number of symbols"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "text or json"},
			&cli.BoolFlag{Name: "explain", Usage: "print the BM25 score explanation of each hit"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return argsError("search", `"QUESTION"`, c.Args())
			}
			if c.Int("top") <= 0 {
				return &exitError{2, fmt.Errorf("--top must be positive, got %d", c.Int("top"))}
			}
			format := c.String("format")
			if format != "text" && format != "json" {
				return &exitError{2, fmt.Errorf("unknown format %q (want text or json)", format)}
			}
			dir, err := indexDir(c)
			if err != nil {
				return err
			}
			db, _, err := openIndex(c)
			if err != nil {
				return err
			}
			defer db.Close()
			ti, err := queries.OpenText(filepath.Join(dir, loaders.SearchDir))
			if err != nil {
				return err
			}
			defer ti.Close()
			p := &planner.Planner{Engine: &queries.Engine{DB: db}}
			rt, err := p.Retrieve(ti, c.Args().First(), c.Int("top"))
			if err != nil {
				return &exitError{2, err}
			}
			hits, ms := rt.Candidates, rt.MS
			if c.Bool("explain") {
				// BM25's own explanation of the hits it found.
				bm, _, err := ti.Search(c.Args().First(), planner.RetrievePool, true)
				if err != nil {
					return &exitError{2, err}
				}
				expl := map[int64]string{}
				for _, h := range bm {
					expl[h.FuncID] = h.Explain
				}
				for i := range hits {
					hits[i].Explain = expl[hits[i].FuncID]
				}
			}
			if format == "json" {
				if hits == nil {
					hits = []planner.Match{}
				}
				fmt.Println(mustJSON(map[string]any{"query": c.Args().First(), "anchors": rt.Anchors, "hits": hits, "search_ms": ms}))
				return nil
			}
			tw := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', 0)
			fmt.Fprintln(tw, "rank\tscore\tkind\tsymbol\tlocation\twhy")
			for i, h := range hits {
				fmt.Fprintf(tw, "%d\t%.3f\t%s\t%s\t%s:%d-%d\t%s\n", i+1, h.Score, h.Kind, optimizer.Printable(h.QName), optimizer.Printable(h.File), h.Line, h.EndLine,
					optimizer.Printable(strings.Join(h.Why, "; ")))
			}
			tw.Flush()
			if c.Bool("explain") {
				for i, h := range hits {
					if h.Explain != "" {
						fmt.Printf("\n#%d %s\n%s\n", i+1, h.QName, strings.TrimSpace(h.Explain))
					}
				}
			}
			fmt.Fprintf(os.Stderr, "%d hits in %.1f ms\n", len(hits), ms)
			return nil
		},
	}
}

func packCommand() *cli.Command {
	return &cli.Command{
		Name:  "pack",
		Usage: "a budgeted retrieval pack for a question: BM25 seeds expanded through the graph, in exploit and explore lanes",
		Description: "The budget governs the code handed to the model: the JSON's `context` field never exceeds --budget tokens.\n" +
			"The JSON envelope around it is reported beside it (`budget`: limit, context_tokens, envelope_tokens, tokenizer)\n" +
			"and kept small: every list in it holds at most 50 items, the visual graph and then the dropped symbols are cut\n" +
			"to keep it within --envelope-budget tokens, and `omitted` counts what each list lost.",
		ArgsUsage: `"QUESTION"`,
		Flags: []cli.Flag{
			dbFlag, noMaskFlag,
			&cli.IntFlag{Name: "budget", Value: 8000, Usage: "tokens of context (hard limit)"},
			&cli.StringFlag{Name: "format", Value: "json", Usage: "json, text or markdown"},
			&cli.Float64Flag{Name: "exploit-ratio", Value: 0.7, Usage: "budget share of the best symbols and their dependencies"},
			&cli.Float64Flag{Name: "explore-ratio", Value: 0.3, Usage: "budget share of lower-ranked symbols from other modules"},
			&cli.IntFlag{Name: "top", Value: 6, Usage: "exploit seeds (Top-K)"},
			&cli.BoolFlag{Name: "expand", Usage: "the pack missed: grow Top-K x1.5 and explore one more module"},
			&cli.DurationFlag{Name: "time-limit", Value: planner.DefaultPackTimeLimit, Usage: "stop examining candidates after this long and answer with what was selected (telemetry.timed_out)"},
			&cli.StringFlag{Name: "tokenizer", Value: tokens.DefaultTokenizer, Usage: "cl100k_base or o200k_base"},
			&cli.IntFlag{Name: "envelope-budget", Value: planner.DefaultEnvelopeBudget, Usage: "json: tokens the JSON around the context may take (the visual graph, then the dropped symbols, the reasons and the selected symbols give way)"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return argsError("pack", `"QUESTION"`, c.Args())
			}
			if c.Int("envelope-budget") < 0 {
				return &exitError{2, fmt.Errorf("--envelope-budget must be 0 or more tokens, got %d", c.Int("envelope-budget"))}
			}
			format := c.String("format")
			if format != "json" && format != "text" && format != "markdown" {
				return &exitError{2, fmt.Errorf("unknown format %q (want json, text or markdown)", format)}
			}
			if c.Int("budget") <= 0 {
				return &exitError{2, fmt.Errorf("budget must be a positive number of tokens, got %d", c.Int("budget"))}
			}
			for _, f := range []string{"exploit-ratio", "explore-ratio"} {
				if v := c.Float64(f); !(v >= 0 && v <= 1) {
					return &exitError{2, fmt.Errorf("--%s must be between 0 and 1, got %v", f, v)}
				}
			}
			if c.Duration("time-limit") <= 0 {
				return &exitError{2, fmt.Errorf("--time-limit must be positive, got %v", c.Duration("time-limit"))}
			}
			tok, err := tokens.NewTokenizer(c.String("tokenizer"))
			if err != nil {
				return &exitError{2, err}
			}
			dir, err := indexDir(c)
			if err != nil {
				return err
			}
			db, meta, err := openIndex(c)
			if err != nil {
				return err
			}
			defer db.Close()
			ti, err := queries.OpenText(filepath.Join(dir, loaders.SearchDir))
			if err != nil {
				return err
			}
			defer ti.Close()
			ctxFormat := "text"
			if format == "markdown" {
				ctxFormat = "markdown"
			}
			p := &planner.Planner{Engine: &queries.Engine{DB: db, Memo: queries.NewMemo()}}
			pk, err := p.Pack(ti, &planner.PackRequest{Question: c.Args().First(), Budget: c.Int("budget"),
				ExploitRatio: c.Float64("exploit-ratio"), ExploreRatio: c.Float64("explore-ratio"), TopK: c.Int("top"),
				Expand: c.Bool("expand"), Format: ctxFormat, Tokenizer: tok, TimeLimit: c.Duration("time-limit"),
				Optimizer: optimizer.Input{Language: loaders.Languages{}, Source: sourceReader(meta), Mask: printMask(c)}})
			if err != nil {
				return &exitError{2, err}
			}
			if err := logEvent(dir, "retrieval.pack_built", map[string]any{"query": pk.Query, "counts": pk.Telemetry.CandidateCounts,
				"tokens": pk.TokenEstimate.Tokens, "budget": pk.Budget.Limit, "expand": c.Bool("expand"), "ms": pk.Telemetry.TotalMS,
				"phases_ms": pk.Telemetry.PhasesMS, "timed_out": pk.Telemetry.TimedOut}); err != nil {
				fmt.Fprintln(os.Stderr, "warning: event log:", err)
			}
			switch format {
			case "json":
				fmt.Println(pk.Document(c.Int("envelope-budget")))
			default:
				fmt.Printf("# pack for %q: %d exploit, %d explore symbols, %d/%d tokens\n", pk.Query,
					len(pk.Selected["exploit"]), len(pk.Selected["explore"]), pk.TokenEstimate.Tokens, pk.Budget.Limit)
				if pk.Telemetry.TimedOut {
					fmt.Printf("# warning: stopped after the time limit (%v) with candidates left\n", c.Duration("time-limit"))
				}
				fmt.Print(pk.Context)
			}
			return nil
		},
	}
}

// logEvent appends one event to the index directory's JSONL event log.
func logEvent(dir, event string, fields map[string]any) error {
	rec := map[string]any{"event": event, "timestamp": time.Now().UTC().Format(time.RFC3339Nano)}
	for k, v := range fields {
		rec[k] = v
	}
	b, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	f, err := os.OpenFile(filepath.Join(dir, loaders.EventLog), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	if _, err := f.Write(append(b, '\n')); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
