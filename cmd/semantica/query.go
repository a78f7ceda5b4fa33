package main

import (
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/urfave/cli/v2"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/optimizer"
	"github.com/semantica/semantica/planner"
	"github.com/semantica/semantica/queries"
	"github.com/semantica/semantica/schema"
)

var dbFlag = &cli.StringFlag{Name: "db", Usage: "index directory (default: .semantica in the current directory or a parent)"}

// openIndex finds the index directory, checks its metadata and opens it
// read-only.
func openIndex(c *cli.Context) (*queries.DB, *loaders.Meta, error) {
	dir := c.String("db")
	if dir == "" {
		wd, err := os.Getwd()
		if err != nil {
			return nil, nil, err
		}
		for d := wd; ; d = filepath.Dir(d) {
			cand := filepath.Join(d, loaders.DefaultDBDir)
			loaders.Recover(cand)
			if _, err := os.Stat(filepath.Join(cand, loaders.MetaFile)); err == nil {
				dir = cand
				break
			}
			if filepath.Dir(d) == d {
				return nil, nil, errors.New("no index found in this directory or its parents: run `semantica index PATH` or pass --db")
			}
		}
	}
	loaders.Recover(dir)
	meta, err := loaders.ReadMeta(dir)
	if err != nil {
		return nil, nil, err
	}
	db, err := queries.Open(filepath.Join(dir, queries.GraphFile), true)
	if err != nil {
		return nil, nil, err
	}
	return db, meta, nil
}

// relFile turns a --file argument into a path relative to the indexed root
// and checks that the file has not changed since it was indexed.
func relFile(meta *loaders.Meta, file string) (string, error) {
	rel := file
	if filepath.IsAbs(file) {
		r, err := filepath.Rel(meta.Root, file)
		if err != nil || strings.HasPrefix(r, "..") {
			return "", fmt.Errorf("file %s is outside the indexed root %s", file, meta.Root)
		}
		rel = r
	}
	rel = filepath.ToSlash(filepath.Clean(rel))
	want, ok := meta.Files[rel]
	if !ok {
		return rel, nil // the engine reports unknown files with suggestions
	}
	src, err := os.ReadFile(filepath.Join(meta.Root, filepath.FromSlash(rel)))
	if err != nil {
		return "", fmt.Errorf("index is stale: %s can no longer be read (%v); re-run `semantica index %s`", rel, err, meta.Root)
	}
	h := sha256.Sum256(src)
	if hex.EncodeToString(h[:]) != want {
		return "", fmt.Errorf("index is stale: %s changed since it was indexed; re-run `semantica index %s`", rel, meta.Root)
	}
	return rel, nil
}

func queryCommand() *cli.Command {
	return &cli.Command{
		Name:  "query",
		Usage: "query an index",
		Subcommands: []*cli.Command{
			sliceCommand(),
			cypherCommand(),
		},
	}
}

// sliceJSON is the --format json output of `query slice`.
type sliceJSON struct {
	Target     targetJSON  `json:"target"`
	Direction  string      `json:"direction"`
	Depth      int         `json:"depth"`
	Budget     budgetJSON  `json:"budget"`
	Statements []stmtJSON  `json:"statements"`
	Context    string      `json:"context"`
	Warnings   []string    `json:"warnings"`
	Slice      sliceCounts `json:"slice"`
}

type targetJSON struct {
	File string `json:"file"`
	Line int    `json:"line"`
	Var  string `json:"var,omitempty"`
}

type budgetJSON struct {
	Limit     int    `json:"limit"`
	Used      int    `json:"used"`
	Tokenizer string `json:"tokenizer"`
}

type stmtJSON struct {
	File     string `json:"file"`
	Line     int    `json:"line"`
	EndLine  int    `json:"end_line"`
	Function string `json:"function"`
	Distance int    `json:"distance"`
	Kind     string `json:"kind"`
}

type sliceCounts struct {
	Statements int     `json:"statements"` // scored statements in the full slice
	Kept       int     `json:"kept"`       // scored statements within the budget
	Vertices   int     `json:"vertices"`   // SDG vertices reached
	Queries    int     `json:"queries"`    // Cypher queries run
	QueryMS    float64 `json:"query_ms"`
}

func sliceCommand() *cli.Command {
	return &cli.Command{
		Name:  "slice",
		Usage: "the program slice of a line or variable, within a token budget",
		Flags: []cli.Flag{
			dbFlag,
			&cli.StringFlag{Name: "file", Required: true, Usage: "file, relative to the indexed root (or absolute inside it)"},
			&cli.IntFlag{Name: "line", Required: true, Usage: "1-based line of the criterion statement"},
			&cli.StringFlag{Name: "var", Usage: "variable (name or name.attr) of the criterion; default: every name on the line"},
			&cli.StringFlag{Name: "direction", Value: "backward", Usage: "backward, forward or both"},
			&cli.IntFlag{Name: "depth", Value: 3, Usage: "call edges followed from the criterion's function"},
			&cli.IntFlag{Name: "budget", Value: 8000, Usage: "hard limit on output tokens"},
			&cli.StringFlag{Name: "tokenizer", Value: planner.DefaultTokenizer, Usage: "cl100k_base or o200k_base"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "text or json"},
		},
		Action: func(c *cli.Context) error {
			format := c.String("format")
			if format != "text" && format != "json" {
				return &exitError{2, fmt.Errorf("unknown format %q (want text or json)", format)}
			}
			dir, err := queries.ParseDirection(c.String("direction"))
			if err != nil {
				return &exitError{2, err}
			}
			if c.Int("budget") <= 0 {
				return &exitError{2, fmt.Errorf("budget must be a positive number of tokens, got %d", c.Int("budget"))}
			}
			if c.Int("line") <= 0 {
				return &exitError{2, fmt.Errorf("line must be 1 or more, got %d", c.Int("line"))}
			}
			tok, err := planner.NewTokenizer(c.String("tokenizer"))
			if err != nil {
				return &exitError{2, err}
			}
			db, meta, err := openIndex(c)
			if err != nil {
				return err
			}
			defer db.Close()
			file, err := relFile(meta, c.String("file"))
			if err != nil {
				return err
			}
			crit := queries.Criterion{File: file, Line: c.Int("line"), Var: c.String("var"), Direction: dir, Depth: c.Int("depth")}
			res, err := (&queries.Engine{DB: db}).Slice(crit)
			if err != nil {
				return err
			}
			out := buildSliceOutput(res, c.Int("budget"), tok)
			if format == "json" {
				enc := json.NewEncoder(os.Stdout)
				enc.SetIndent("", "  ")
				return enc.Encode(out)
			}
			fmt.Print(out.Context)
			for _, w := range out.Warnings {
				fmt.Fprintln(os.Stderr, "warning:", w)
			}
			fmt.Fprintf(os.Stderr, "%d of %d statements, %d/%d tokens (%s)\n", out.Slice.Kept, out.Slice.Statements,
				out.Budget.Used, out.Budget.Limit, out.Budget.Tokenizer)
			return nil
		},
	}
}

// buildSliceOutput fits a slice into the budget and shapes the output.
func buildSliceOutput(res *queries.Result, budget int, tok *planner.Tokenizer) *sliceJSON {
	kept, text, used := planner.Fit(res.Stmts, budget, tok, optimizer.RenderText)
	out := &sliceJSON{
		Target:    targetJSON{File: res.Criterion.File, Line: res.Criterion.Line, Var: res.Criterion.Var},
		Direction: string(res.Criterion.Direction), Depth: res.Criterion.Depth,
		Budget:     budgetJSON{Limit: budget, Used: used, Tokenizer: tok.Name},
		Statements: []stmtJSON{},
		Context:    text,
		Warnings:   append([]string{}, res.Warnings...),
	}
	total := 0
	for _, s := range res.Stmts {
		if s.Scored {
			total++
		}
	}
	for _, s := range kept {
		if !s.Scored {
			continue
		}
		out.Statements = append(out.Statements, stmtJSON{File: s.File, Line: s.Line, EndLine: s.EndLine,
			Function: s.Func, Distance: s.Distance, Kind: s.Kind})
	}
	if len(kept) < len(res.Stmts) {
		out.Warnings = append(out.Warnings, fmt.Sprintf("budget of %d tokens kept %d of %d statements (the nearest by dependence distance)",
			budget, len(out.Statements), total))
	}
	if len(kept) == 0 && len(res.Stmts) > 0 {
		out.Warnings = append(out.Warnings, "the budget is too small for even the target statement")
	}
	ms := 0.0
	for _, st := range res.Steps {
		ms += st.MS
	}
	out.Slice = sliceCounts{Statements: total, Kept: len(out.Statements), Vertices: res.Vertices, Queries: len(res.Steps), QueryMS: ms}
	return out
}

func cypherCommand() *cli.Command {
	return &cli.Command{
		Name:      "cypher",
		Usage:     "run a Cypher query against the index (read-only unless --write)",
		ArgsUsage: `"MATCH ..."`,
		Flags: []cli.Flag{
			dbFlag,
			&cli.StringSliceFlag{Name: "param", Usage: "query parameter k=v (repeatable); integers and true/false are typed, the rest are strings"},
			&cli.StringFlag{Name: "format", Value: "table", Usage: "table, json or csv"},
			&cli.BoolFlag{Name: "write", Usage: "allow queries that modify the index"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return argsError("query cypher", "query", c.Args())
			}
			q := c.Args().First()
			if !c.Bool("write") && !queries.IsReadOnlyQuery(q) {
				return &exitError{2, errors.New("query cypher: the query writes to the index; pass --write to allow it")}
			}
			params := map[string]any{}
			for _, kv := range c.StringSlice("param") {
				k, v, ok := strings.Cut(kv, "=")
				if !ok || k == "" {
					return &exitError{2, fmt.Errorf("query cypher: --param %q is not k=v", kv)}
				}
				params[k] = parseParam(v)
			}
			var db *queries.DB
			var err error
			if c.Bool("write") {
				dir := c.String("db")
				if dir == "" {
					return &exitError{2, errors.New("query cypher --write needs --db")}
				}
				db, err = queries.Open(filepath.Join(dir, queries.GraphFile), false)
			} else {
				db, _, err = openIndex(c)
			}
			if err != nil {
				return err
			}
			defer db.Close()
			rows, err := db.Query(q, params)
			if err != nil {
				return fmt.Errorf("query cypher: %w", err)
			}
			return printRows(os.Stdout, rows, c.String("format"))
		},
	}
}

func parseParam(v string) any {
	if n, err := strconv.ParseInt(v, 10, 64); err == nil {
		return n
	}
	if v == "true" || v == "false" {
		return v == "true"
	}
	return v
}

func printRows(w io.Writer, rows *queries.Rows, format string) error {
	switch format {
	case "json":
		var out []map[string]any
		for _, r := range rows.Data {
			m := map[string]any{}
			for i, col := range rows.Columns {
				m[col] = r[i]
			}
			out = append(out, m)
		}
		if out == nil {
			out = []map[string]any{}
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	case "csv":
		cw := csv.NewWriter(w)
		_ = cw.Write(rows.Columns)
		for _, r := range rows.Data {
			rec := make([]string, len(r))
			for i, v := range r {
				rec[i] = fmt.Sprint(v)
			}
			_ = cw.Write(rec)
		}
		cw.Flush()
		return cw.Error()
	case "table":
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, strings.Join(rows.Columns, "\t"))
		for _, r := range rows.Data {
			rec := make([]string, len(r))
			for i, v := range r {
				rec[i] = strings.ReplaceAll(fmt.Sprint(v), "\n", "\\n")
			}
			fmt.Fprintln(tw, strings.Join(rec, "\t"))
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		fmt.Fprintf(w, "(%d rows)\n", len(rows.Data))
		return nil
	}
	return &exitError{2, fmt.Errorf("unknown format %q (want table, json or csv)", format)}
}

func exportCommand() *cli.Command {
	return &cli.Command{
		Name:  "export",
		Usage: "export data from an index",
		Subcommands: []*cli.Command{{
			Name:  "callgraph",
			Usage: "the call graph as PyCG's JSON adjacency format",
			Flags: []cli.Flag{dbFlag, &cli.StringFlag{Name: "format", Value: "pycg", Usage: "pycg"}},
			Action: func(c *cli.Context) error {
				if c.String("format") != "pycg" {
					return &exitError{2, fmt.Errorf("unknown format %q (want pycg)", c.String("format"))}
				}
				db, _, err := openIndex(c)
				if err != nil {
					return err
				}
				defer db.Close()
				cg, err := queries.CallGraph(db)
				if err != nil {
					return err
				}
				enc := json.NewEncoder(os.Stdout)
				enc.SetIndent("", "  ")
				return enc.Encode(cg)
			},
		}},
	}
}

func schemaCommand() *cli.Command {
	return &cli.Command{
		Name:  "schema",
		Usage: "print the node and rel tables of the index with what each property means",
		Action: func(c *cli.Context) error {
			fmt.Print(schemaText())
			return nil
		},
	}
}

func schemaText() string {
	return schema.Describe()
}
