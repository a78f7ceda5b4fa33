package main

import (
	"fmt"
	"io"

	"github.com/urfave/cli/v2"

	"github.com/semantica/semantica/benchmarks"
	"github.com/semantica/semantica/queries"
)

func chaBenchCommand() *cli.Command {
	return &cli.Command{
		Name: "cha",
		Usage: "compare a Go module's call graph in the index with golang.org/x/tools go/callgraph/cha's " +
			"on the same code: edges both have, precision and recall of ours against CHA's",
		Flags: []cli.Flag{
			dbFlag,
			&cli.StringFlag{Name: "repo", Usage: "the Go module's directory (default: the indexed root)"},
			&cli.IntFlag{Name: "examples", Value: 20, Usage: "list at most this many missing and unwanted edges"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "text or json"},
		},
		Action: func(c *cli.Context) error {
			if f := c.String("format"); f != "text" && f != "json" {
				return &exitError{2, fmt.Errorf("unknown format %q (want text or json)", f)}
			}
			db, meta, err := openIndex(c)
			if err != nil {
				return err
			}
			ours, err := queries.CallGraph(db)
			db.Close()
			if err != nil {
				return err
			}
			repo := c.String("repo")
			if repo == "" {
				repo = meta.Root
			}
			rep, err := benchmarks.CompareGoCHA(c.Context, repo, ours, c.Int("examples"))
			if err != nil {
				return &exitError{2, err}
			}
			_, err = printReport(c, rep, func(w io.Writer) { _ = rep.WriteText(w) })
			return err
		},
	}
}
