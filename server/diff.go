package server

import (
	"context"
	"fmt"
	"strings"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/optimizer"
	"github.com/semantica/semantica/planner"
	"github.com/semantica/semantica/queries"
)

// DiffFiles turns a change set read against an index into a diff-context
// request's files and deleted scopes, leaving out the files skip names
// (stale ones, whose lines the index does not hold).
func DiffFiles(in *loaders.DiffInput, skip map[string]bool) ([]planner.DiffFile, []planner.DeletedScope) {
	var files []planner.DiffFile
	for _, f := range in.Files {
		if skip[f.Path] || f.Path == "" && skip[f.OldPath] {
			continue
		}
		df := planner.DiffFile{Path: f.Path, OldPath: f.OldPath, Status: f.Status, Added: f.Added}
		placed := in.Deletions[f.Path]
		for i, at := range f.DeletedAt {
			d := planner.DiffDeletion{At: at}
			if i < len(placed) && len(placed) == len(f.DeletedAt) {
				d = planner.DiffDeletion{At: at, Known: true, Scope: placed[i].Scope, Removed: placed[i].Removed}
			}
			df.Deletions = append(df.Deletions, d)
		}
		files = append(files, df)
	}
	var del []planner.DeletedScope
	for _, r := range in.Removed {
		del = append(del, planner.DeletedScope{File: r.File, QName: r.QName, Line: r.Line})
	}
	return files, del
}

// DiffContextArgs are the arguments of diff_context.
type DiffContextArgs struct {
	Base   string `json:"base,omitempty" jsonschema:"base ref (default main, else master); the diff starts at its merge base with the head"`
	Head   string `json:"head,omitempty" jsonschema:"head commit (default: the work tree, with uncommitted and untracked files)"`
	Depth  int    `json:"depth,omitempty" jsonschema:"call edges the forward slice (affected code) follows, 1-5 (default 3)"`
	Budget int    `json:"budget,omitempty" jsonschema:"hard limit on the answer's tokens; default 2000"`
	Format string `json:"format,omitempty" jsonschema:"markdown (default), text (line numbers, changed lines marked +) or ultracompact"`
	Fresh  bool   `json:"fresh,omitempty" jsonschema:"send all code even if this session already received it"`
}

// DiffContext answers diff_context: the change between base and head read
// from the indexed repository's git (read-only), as ranked entries with
// code or signatures within the budget. The server never re-indexes:
// changed files the open index does not match are named as stale and left
// out (run `semantica index`, or the CLI's diff-context, which re-indexes).
func (sv *Service) DiffContext(ctx context.Context, a DiffContextArgs) (*Answer, error) {
	budget, err := checkBudget(a.Budget)
	if err != nil {
		return nil, err
	}
	if a.Format == "" {
		a.Format = "markdown"
	}
	if a.Format != "markdown" && a.Format != "text" && a.Format != "ultracompact" {
		return nil, argErr("unknown format %q (want markdown, text or ultracompact)", a.Format)
	}
	if a.Depth == 0 {
		a.Depth = planner.DefaultDiffDepth
	}
	if a.Depth < 1 || a.Depth > queries.MaxCallDepth {
		return nil, argErr("depth must be 1 to %d, got %d", queries.MaxCallDepth, a.Depth)
	}
	var ans *Answer
	err = sv.with(func(s *Snapshot, e *queries.Engine) error {
		in, err := loaders.ReadDiff(ctx, s.Meta, sv.Index.Dir, a.Base, a.Head)
		if err != nil {
			return &ArgError{err.Error()}
		}
		skip := map[string]bool{}
		for _, f := range in.Stale {
			skip[f] = true
		}
		files, del := DiffFiles(in, skip)
		p := &planner.Planner{Engine: e}
		body := max(budget-reserve-40, (budget-reserve)/2)
		dc, err := p.DiffContext(&planner.DiffRequest{Base: in.Set.Base, Head: in.Set.Head, Files: files, DeletedScopes: del,
			Budget: body, Depth: a.Depth, Format: a.Format, Tokenizer: sv.Tok,
			Optimizer: optimizer.Input{Language: loaders.Languages{}, Source: s.Source, Cache: s.Cache}})
		if err != nil {
			return err
		}
		var b strings.Builder
		list := func(xs []string) string {
			const most = 10 // the code must not give way to long lists
			if len(xs) <= most {
				return strings.Join(xs, ", ")
			}
			return fmt.Sprintf("%s and %d more", strings.Join(xs[:most], ", "), len(xs)-most)
		}
		if len(in.Stale) > 0 {
			fmt.Fprintf(&b, "stale, left out (changed since the index; re-index to include them): %s\n", list(in.Stale))
		}
		if len(in.NotIndexed) > 0 {
			fmt.Fprintf(&b, "not indexed, left out (excluded, ignored or too large): %s\n", list(in.NotIndexed))
		}
		if n := len(dc.Impact.DeletedFiles) + len(dc.Impact.DeletedSymbols); n > 0 {
			fmt.Fprintf(&b, "deleted: %s\n", list(append(append([]string{}, dc.Impact.DeletedFiles...), dc.Impact.DeletedSymbols...)))
		}
		for i, w := range dc.Warnings {
			if i == 3 {
				fmt.Fprintf(&b, "warning: and %d more\n", len(dc.Warnings)-3)
				break
			}
			fmt.Fprintf(&b, "warning: %s\n", w)
		}
		if dc.OmittedCount > 0 {
			fmt.Fprintf(&b, "%d more entries did not fit (raise budget): %s\n", dc.OmittedCount, strings.Join(dc.Omitted[:min(8, len(dc.Omitted))], ", "))
		}
		b.WriteString(dc.Context)
		head := dc.Head
		if head == "" {
			head = "work tree"
		}
		note := fmt.Sprintf("diff %.12s..%.12s: %d changed statements, %d entries (%d signatures only), impact %d symbols in %d files",
			dc.Base, head, dc.Impact.ChangedStatements, len(dc.Slices), len(dc.SignaturesOnly), dc.Impact.SymbolCount, dc.Impact.FileCount)
		ans = &Answer{Budget: budget, Text: b.String(), Code: true, Fresh: a.Fresh, Target: "diff_context " + a.Base + ".." + a.Head, Note: note}
		return nil
	})
	return ans, err
}
