package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"

	"github.com/peterh/liner"
	"github.com/urfave/cli/v2"

	"github.com/semantica/semantica/queries"
	"github.com/semantica/semantica/schema"
)

// shellHelp is printed by :help; each example is a query that runs on any
// index.
const shellHelp = `Type a Cypher query (end it with ; or an empty line) or a command:
  :schema              node and rel tables with what each property means
  :format table|json|csv
  :help                this text
  :quit                leave (also Ctrl-D)
The index is read-only unless the shell was started with --write.

Examples:
  -- callers of a function
  MATCH (c:Func)-[k:CALLS]->(f:Func {qname: 'json.dumps'}) RETURN c.qname, k.line;
  -- statements that define a variable in a file
  MATCH (:File {path: 'json/__init__.py'})-[:DECLARES]->(s:Stmt) WHERE s.defs CONTAINS 'cls' RETURN s.line, s.text;
  -- the statements a line depends on directly, with the kind and variable of each dependence
  -- (DEPENDS: the SDG's edges lifted to statements)
  MATCH (:File {path: 'json/__init__.py'})-[:DECLARES]->(t:Stmt {line: 234})<-[d:DEPENDS]-(s:Stmt) RETURN s.line, d.kind, d.var, s.text ORDER BY s.line;
  -- the backward slice of a line within its function (recursive, shortest distances;
  -- WITH v makes Kùzu search from the line's vertices, not from every vertex)
  MATCH (:File {path: 'json/__init__.py'})-[:DECLARES]->(t:Stmt {line: 234})-[:OWNS]->(v:Vertex) WITH v MATCH (u:Vertex)-[e:DATA|CTRL* SHORTEST 1..30]->(v) MATCH (s:Stmt {id: u.stmt}) RETURN DISTINCT s.line, s.text, min(length(e)) AS distance ORDER BY s.line;
  -- the largest functions
  MATCH (f:Func) WHERE f.kind = 'function' RETURN f.qname, f.tokens ORDER BY f.tokens DESC LIMIT 10;
`

func shellCommand() *cli.Command {
	return &cli.Command{
		Name:  "shell",
		Usage: "interactive Cypher prompt over the index (line editing, history)",
		Flags: append([]cli.Flag{
			dbFlag,
			&cli.BoolFlag{Name: "write", Usage: "allow queries that modify the graph (needs --db)"},
			&cli.StringFlag{Name: "format", Value: "table", Usage: "table, json or csv"},
		}, adHocFlags...),
		Action: func(c *cli.Context) error {
			db, closeDB, err := openAdHoc(c, "shell", c.Bool("write"))
			if err != nil {
				return err
			}
			defer closeDB()
			sh := &shell{db: db, write: c.Bool("write"), format: c.String("format"), out: os.Stdout}
			return sh.run(os.Stdin)
		},
	}
}

// shell is the REPL state.
type shell struct {
	db     *queries.DB
	write  bool
	format string
	out    io.Writer
}

func historyPath() string {
	if d, err := os.UserConfigDir(); err == nil {
		return filepath.Join(d, "semantica", "shell_history")
	}
	return ""
}

// run reads statements with liner (line editing, history) on a terminal,
// or plainly from a pipe, and executes them.
func (sh *shell) run(in *os.File) error {
	ln := liner.NewLiner()
	defer ln.Close()
	ln.SetCtrlCAborts(true)
	hist := historyPath()
	if hist != "" {
		if f, err := os.Open(hist); err == nil {
			_, _ = ln.ReadHistory(f)
			f.Close()
		}
	}
	fmt.Fprintln(sh.out, `semantica shell: Cypher over the index. :help for examples, :quit to leave.`)
	var buf []string
	for {
		prompt := "semantica> "
		if len(buf) > 0 {
			prompt = "      ...> "
		}
		line, err := ln.Prompt(prompt)
		if errors.Is(err, liner.ErrPromptAborted) {
			buf = nil
			continue
		}
		if err == io.EOF {
			fmt.Fprintln(sh.out)
			break
		}
		if err != nil {
			return err
		}
		trimmed := strings.TrimSpace(line)
		if len(buf) == 0 && strings.HasPrefix(trimmed, ":") {
			ln.AppendHistory(trimmed)
			if quit := sh.command(trimmed); quit {
				break
			}
			continue
		}
		if trimmed == "" && len(buf) == 0 {
			continue
		}
		if trimmed != "" {
			buf = append(buf, line)
		}
		if trimmed == "" || strings.HasSuffix(trimmed, ";") {
			q := strings.TrimSuffix(strings.TrimSpace(strings.Join(buf, "\n")), ";")
			buf = nil
			ln.AppendHistory(strings.Join(strings.Fields(q), " ") + ";")
			sh.exec(q)
		}
	}
	if hist != "" {
		_ = os.MkdirAll(filepath.Dir(hist), 0o755)
		if f, err := os.Create(hist); err == nil {
			_, _ = ln.WriteHistory(f)
			f.Close()
		}
	}
	return nil
}

// command runs a ":" command; it reports whether to quit.
func (sh *shell) command(cmd string) bool {
	name, arg, _ := strings.Cut(cmd, " ")
	switch name {
	case ":quit", ":q", ":exit":
		return true
	case ":help", ":h":
		fmt.Fprint(sh.out, shellHelp)
	case ":schema":
		fmt.Fprint(sh.out, schema.Describe())
	case ":format":
		arg = strings.TrimSpace(arg)
		if arg != "table" && arg != "json" && arg != "csv" {
			fmt.Fprintf(sh.out, "error: unknown format %q (want table, json or csv)\n", arg)
			break
		}
		sh.format = arg
		fmt.Fprintf(sh.out, "format: %s\n", arg)
	default:
		fmt.Fprintf(sh.out, "error: unknown command %s (:help lists them)\n", name)
	}
	return false
}

// exec runs one query and prints its rows or its error; the shell goes on.
// Ctrl-C while it runs interrupts the query, not the shell.
func (sh *shell) exec(q string) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	defer signal.Stop(sig)
	go func() {
		select {
		case <-sig:
			cancel()
		case <-ctx.Done():
		}
	}()
	rows, err := sh.db.AdHoc(ctx, q, nil, access(sh.write), queries.Limits{})
	if err != nil {
		fmt.Fprintf(sh.out, "error: %v\n", err)
		return
	}
	if err := printRows(sh.out, rows, sh.format); err != nil {
		fmt.Fprintf(sh.out, "error: %v\n", err)
	}
}
