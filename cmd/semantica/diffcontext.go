package main

import (
	"context"
	"errors"
	"fmt"
	"github.com/semantica/semantica/schema/tokens"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/loaders/changes"
	"github.com/semantica/semantica/optimizer"
	"github.com/semantica/semantica/planner"
	"github.com/semantica/semantica/queries"
	"github.com/semantica/semantica/server"
)

func diffContextCommand() *cli.Command {
	return &cli.Command{
		Name:  "diff-context",
		Usage: "what a change affects and what to read to review it: changed scopes, forward and backward slices, callers, tests, within a token budget",
		Description: "Reads the change from git (read-only): by default the work tree (staged, unstaged and untracked files)\n" +
			"against the merge base of --base (main, else master) and HEAD; with --head, the commits between.\n" +
			"Entries are ranked contains_diff > affected > dependency > caller/callee > test; the best get their code,\n" +
			"the rest their signature, and the code and signatures together never exceed --budget tokens.\n" +
			"Files changed since the index are re-indexed first (a full re-index with the index's own options), unless\n" +
			"--no-reindex: the answer then lists them as stale and leaves them out. A --head whose files differ from the\n" +
			"index is indexed apart, in a temporary directory, from `git archive`.",
		Flags: []cli.Flag{
			dbFlag, noMaskFlag,
			&cli.StringFlag{Name: "base", Usage: "base ref (default main, else master); the diff starts at its merge base with the head"},
			&cli.StringFlag{Name: "head", Usage: "head commit (default: the work tree, untracked files included)"},
			&cli.IntFlag{Name: "budget", Value: 4000, Usage: "tokens of code and signatures (hard limit)"},
			&cli.StringFlag{Name: "format", Value: "json", Usage: "json, text, markdown or ultracompact"},
			&cli.IntFlag{Name: "depth", Value: planner.DefaultDiffDepth, Usage: "call edges the forward slice (affected code) follows, 1-5"},
			&cli.BoolFlag{Name: "no-reindex", Usage: "never re-index: report changed files the index does not match as stale and leave them out"},
			&cli.DurationFlag{Name: "time-limit", Value: planner.DefaultPackTimeLimit, Usage: "stop adding entries after this long (timed_out)"},
			&cli.StringFlag{Name: "tokenizer", Value: tokens.DefaultTokenizer, Usage: "cl100k_base or o200k_base"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 0 {
				return &exitError{2, fmt.Errorf("diff-context takes no arguments, got %q (use --base and --head)", c.Args().Slice())}
			}
			format := c.String("format")
			if format != "json" && !optimizer.ValidFormat(format) {
				return &exitError{2, fmt.Errorf("unknown format %q (want json, text, markdown or ultracompact)", format)}
			}
			if c.Int("budget") <= 0 {
				return &exitError{2, fmt.Errorf("budget must be a positive number of tokens, got %d", c.Int("budget"))}
			}
			if d := c.Int("depth"); d < 1 || d > queries.MaxCallDepth {
				return &exitError{2, fmt.Errorf("--depth must be 1 to %d, got %d", queries.MaxCallDepth, d)}
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
			meta, err := loaders.ReadMeta(dir)
			if err != nil {
				return err
			}
			dc, err := diffContext(c.Context, dir, meta, diffOptions{base: c.String("base"), head: c.String("head"),
				budget: c.Int("budget"), depth: c.Int("depth"), format: format, noReindex: c.Bool("no-reindex"),
				timeLimit: c.Duration("time-limit"), tok: tok, log: os.Stderr, mask: printMask(c)})
			if err != nil {
				var ce *changesError
				if errors.As(err, &ce) {
					return &exitError{2, err}
				}
				return err
			}
			for _, w := range dc.Warnings {
				fmt.Fprintln(os.Stderr, "warning:", w)
			}
			if format == "json" {
				fmt.Println(dc.JSON())
				return nil
			}
			head := dc.Head
			if head == "" {
				head = "work tree"
			}
			fmt.Printf("# diff-context %s..%s: %d changed statements; %d entries with code, %d signatures, %d omitted; %d/%d tokens\n",
				short(dc.Base), short(head), dc.Impact.ChangedStatements, len(dc.Slices)-len(dc.SignaturesOnly),
				len(dc.SignaturesOnly), dc.OmittedCount, dc.BudgetUsed, dc.Budget)
			if len(dc.Stale) > 0 {
				fmt.Printf("# stale (changed since the index, left out): %s\n", strings.Join(dc.Stale, ", "))
			}
			if len(dc.Impact.DeletedFiles)+len(dc.Impact.DeletedSymbols) > 0 {
				fmt.Printf("# deleted: %s\n", strings.Join(append(append([]string{}, dc.Impact.DeletedFiles...), dc.Impact.DeletedSymbols...), ", "))
			}
			fmt.Print(dc.Context)
			return nil
		},
	}
}

func short(h string) string {
	if len(h) == 40 {
		return h[:12]
	}
	return h
}

// changesError marks a bad ref or a directory outside git: the user's
// input, exit status 2.
type changesError struct{ err error }

func (e *changesError) Error() string { return e.err.Error() }
func (e *changesError) Unwrap() error { return e.err }

type diffOptions struct {
	base, head, format string
	budget, depth      int
	noReindex          bool
	mask               func(string) (string, error) // optimizer.Input.Mask
	timeLimit          time.Duration
	tok                *tokens.Tokenizer
	log                *os.File // progress and re-index notes; nil: none
}

// diffContext answers diff-context for the index in dir: it reads the
// change set from the indexed root's git repository, brings the index up
// to the head (re-index, or a temporary index of the head commit), and
// builds the context.
func diffContext(ctx context.Context, dir string, meta *loaders.Meta, o diffOptions) (*planner.DiffContext, error) {
	root := meta.Root
	in, err := loaders.ReadDiff(ctx, meta, dir, o.base, o.head)
	if err != nil {
		return nil, &changesError{fmt.Errorf("diff-context: %w", err)}
	}
	set, stale := in.Set, in.Stale
	dbDir := dir
	var staleOut []string
	if len(stale) > 0 {
		switch {
		case o.noReindex:
			staleOut = stale
		case set.Head == "":
			t := time.Now()
			if _, err := loaders.Index(ctx, loaders.Options{Root: root, DBDir: dir, MaxFileBytes: meta.Options.MaxFileBytes,
				Exclude: meta.Options.Exclude, NoGit: meta.Options.NoGit, Chunks: meta.Options.Chunks}); err != nil {
				return nil, fmt.Errorf("diff-context: re-index %s (%d changed files): %w", root, len(stale), err)
			}
			if o.log != nil {
				fmt.Fprintf(o.log, "re-indexed %s: %d changed files since the index (%.1fs)\n", root, len(stale), time.Since(t).Seconds())
			}
		default:
			t := time.Now()
			_, idx, remove, err := loaders.IndexCommit(ctx, root, set.Head, loaders.Options{MaxFileBytes: meta.Options.MaxFileBytes,
				Exclude: meta.Options.Exclude})
			if err != nil {
				return nil, fmt.Errorf("diff-context: head %s: %w", short(set.Head), err)
			}
			defer remove()
			dbDir = idx
			if o.log != nil {
				fmt.Fprintf(o.log, "indexed head %s apart: %d changed files differ from the index (%.1fs)\n", short(set.Head), len(stale), time.Since(t).Seconds())
			}
		}
	}
	db, err := queries.OpenWith(filepath.Join(dbDir, queries.GraphFile), queries.Options{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer db.Close()
	m, err := loaders.ReadMeta(dbDir)
	if err != nil {
		return nil, err
	}
	isStale := map[string]bool{}
	for _, s := range staleOut {
		isStale[s] = true
	}
	source := m.ReadSource
	if set.Head != "" && dbDir == dir {
		// The index matches the head commit's changed files, but the work
		// tree may have moved on: read the head's version, as indexed.
		source = func(path string) ([]byte, error) {
			if b, err := changes.Show(ctx, root, set.Head, path); err == nil && m.Files[path] == sha256Hex(b) {
				return b, nil
			}
			return m.ReadSource(path)
		}
	}
	req := &planner.DiffRequest{Base: set.Base, Head: set.Head, Budget: o.budget, Depth: o.depth,
		Tokenizer: o.tok, TimeLimit: o.timeLimit, Optimizer: optimizer.Input{Language: loaders.Languages{}, Source: source, Mask: o.mask}}
	if o.format != "json" {
		req.Format = o.format
	}
	req.Files, req.DeletedScopes = server.DiffFiles(in, isStale)
	p := &planner.Planner{Engine: &queries.Engine{DB: db, Memo: queries.NewMemo()}}
	dc, err := p.DiffContext(req)
	if err != nil {
		return nil, err
	}
	dc.Stale = staleOut
	if len(staleOut) > 0 {
		dc.Warnings = append(dc.Warnings, fmt.Sprintf("%d changed files differ from the index and were left out (--no-reindex): %s",
			len(staleOut), strings.Join(staleOut, ", ")))
	}
	if len(in.NotIndexed) > 0 {
		dc.Warnings = append(dc.Warnings, fmt.Sprintf("%d changed source files are not indexed (excluded, ignored or too large) and were left out: %s",
			len(in.NotIndexed), strings.Join(in.NotIndexed[:min(5, len(in.NotIndexed))], ", ")))
	}
	if in.Others > 0 {
		dc.Warnings = append(dc.Warnings, fmt.Sprintf("%d changed files are in no language the index reads and were left out", in.Others))
	}
	return dc, nil
}
