package main

import (
	"encoding/csv"
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
	"github.com/semantica/semantica/queries"
	"github.com/semantica/semantica/schema"
)

var dbFlag = &cli.StringFlag{Name: "db", Usage: "index directory (default: .semantica in the current directory or a parent)"}

// openIndex finds the index directory, checks its metadata and opens it
// read-only.
func openIndex(c *cli.Context) (*queries.DB, *loaders.Meta, error) {
	return openIndexWith(c, queries.Options{ReadOnly: true})
}

// openIndexWith opens the index read-only with opt. A re-index may swap
// the directory between reading its metadata and opening its graph; the
// open is then tried again on the new one (at most 3 times).
func openIndexWith(c *cli.Context, opt queries.Options) (*queries.DB, *loaders.Meta, error) {
	dir, err := indexDir(c)
	if err != nil {
		return nil, nil, err
	}
	opt.ReadOnly = true
	for attempt := 0; ; attempt++ {
		loaders.Recover(dir)
		meta, err := loaders.ReadMeta(dir)
		if err == nil {
			var db *queries.DB
			db, err = queries.OpenWith(filepath.Join(dir, queries.GraphFile), opt)
			if err == nil {
				return db, meta, nil
			}
		}
		if attempt == 2 || !errors.Is(err, os.ErrNotExist) {
			return nil, nil, err
		}
	}
}

// relFile turns a --file argument into a path relative to the indexed root
// and checks that the file has not changed since it was indexed
// (loaders.Meta.RelPath).
func relFile(meta *loaders.Meta, file string) (string, error) { return meta.RelPath(file) }

func queryCommand() *cli.Command {
	return &cli.Command{
		Name:  "query",
		Usage: "query an index",
		Subcommands: []*cli.Command{
			sliceCommand(),
			explainCommand(),
			cypherCommand(),
		},
	}
}

// adHocFlags are the limits of `query cypher` and `shell`.
var adHocFlags = []cli.Flag{
	&cli.DurationFlag{Name: "timeout", Value: queries.DefaultAdHocTimeout, Usage: "time limit of each query (Kùzu's query timeout)"},
	&cli.IntFlag{Name: "max-memory", Value: queries.DefaultAdHocMemory >> 20, Usage: "memory limit of each query in MiB (Kùzu's buffer pool)"},
}

// openAdHoc opens the index for queries a person types: read-only unless
// write (which needs --db, so that a write never lands in an index found by
// searching parent directories, and holds the index lock until closed, so
// that no re-index swaps the directory under it), with the --timeout and
// --max-memory limits. close releases the database, then the lock.
func openAdHoc(c *cli.Context, cmd string, write bool) (db *queries.DB, close func(), err error) {
	if c.Duration("timeout") < 0 || c.Int("max-memory") < 16 {
		return nil, nil, &exitError{2, fmt.Errorf("%s: --timeout must be ≥ 0 and --max-memory ≥ 16 (MiB)", cmd)}
	}
	opt := queries.Options{ReadOnly: !write, Timeout: c.Duration("timeout"), BufferPoolBytes: uint64(c.Int("max-memory")) << 20}
	if !write {
		db, _, err := openIndexWith(c, opt)
		if err != nil {
			return nil, nil, err
		}
		return db, db.Close, nil
	}
	dir := c.String("db")
	if dir == "" {
		return nil, nil, &exitError{2, fmt.Errorf("%s --write needs --db", cmd)}
	}
	lock, err := loaders.LockIndex(dir)
	if err != nil {
		return nil, nil, fmt.Errorf("%s --write: %w", cmd, err)
	}
	db, err = queries.OpenWith(filepath.Join(dir, queries.GraphFile), opt)
	if err != nil {
		lock.Unlock()
		return nil, nil, err
	}
	closeDB := func() {
		// The closures walk copies of the dependence tables: refill them
		// from what the session may have changed.
		if err := db.RebuildClosureTables(); err != nil {
			fmt.Fprintf(os.Stderr, "semantica: %s --write: %v\n", cmd, err)
		}
		if err := loaders.RebuildBoundedTables(db, dir); err != nil {
			fmt.Fprintf(os.Stderr, "semantica: %s --write: %v\n", cmd, err)
		}
		db.Close()
		// The GLOBAL edges may have changed: queries collect their ends
		// from the graph again.
		if err := os.Remove(filepath.Join(dir, queries.GlobalEndsFile)); err != nil && !errors.Is(err, os.ErrNotExist) {
			fmt.Fprintf(os.Stderr, "semantica: %s --write: %v\n", cmd, err)
		}
		if err := loaders.Reseal(dir); err != nil {
			fmt.Fprintf(os.Stderr, "semantica: %s --write: %v\n", cmd, err)
		}
		lock.Unlock()
	}
	return db, closeDB, nil
}

func access(write bool) queries.Access {
	if write {
		return queries.ReadWrite
	}
	return queries.ReadOnly
}

func cypherCommand() *cli.Command {
	return &cli.Command{
		Name:  "cypher",
		Usage: "run a Cypher query against the index (read-only unless --write)",
		Description: "The query is checked before it runs: one statement; no LOAD, INSTALL, COPY, EXPORT, IMPORT,\n" +
			"ATTACH, USE or CALL of a setting; CALL only of catalog functions; and Kùzu's plan of it may hold\n" +
			"only read operators (and, with --write, graph writes). Files and native code stay out of reach.",
		ArgsUsage: `"MATCH ..."`,
		Flags: append([]cli.Flag{
			dbFlag,
			&cli.StringSliceFlag{Name: "param", Usage: "query parameter k=v (repeatable); integers and true/false are typed, the rest are strings"},
			&cli.StringFlag{Name: "format", Value: "table", Usage: "table, json or csv"},
			&cli.BoolFlag{Name: "write", Usage: "allow queries that modify the graph (needs --db)"},
		}, adHocFlags...),
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return argsError("query cypher", "query", c.Args())
			}
			q := c.Args().First()
			write := c.Bool("write")
			if err := queries.CheckQuery(q, access(write), queries.Limits{}); err != nil {
				return &exitError{2, fmt.Errorf("query cypher: %w", err)}
			}
			params := map[string]any{}
			for _, kv := range c.StringSlice("param") {
				k, v, ok := strings.Cut(kv, "=")
				if !ok || k == "" {
					return &exitError{2, fmt.Errorf("query cypher: --param %q is not k=v", kv)}
				}
				params[k] = parseParam(v)
			}
			db, closeDB, err := openAdHoc(c, "query cypher", write)
			if err != nil {
				return err
			}
			defer closeDB()
			rows, err := db.AdHoc(c.Context, q, params, access(write), queries.Limits{})
			if err != nil {
				if queries.IsRefused(err) {
					return &exitError{2, fmt.Errorf("query cypher: %w", err)}
				}
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
				rec[i] = optimizer.Printable(strings.ReplaceAll(fmt.Sprint(v), "\n", "\\n"))
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
