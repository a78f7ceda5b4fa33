package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/semantica/semantica/server"
)

// symbolCommand is the MCP server's symbol tools on the command line: the
// same operations, arguments and text (the answer's header line goes to
// standard error).
func symbolCommand() *cli.Command {
	budget := &cli.IntFlag{Name: "budget", Value: server.DefaultBudget, Usage: "hard limit on the answer's tokens"}
	format := &cli.StringFlag{Name: "format", Value: "markdown", Usage: "markdown or text (with line numbers)"}
	paging := []cli.Flag{
		&cli.IntFlag{Name: "limit", Usage: "entries per page (default 50)"},
		&cli.StringFlag{Name: "cursor", Usage: "cursor printed by the previous page"},
	}
	fresh := &cli.BoolFlag{Name: "fresh", Usage: "(kept for symmetry with the MCP tools: the CLI has no session)"}
	flags := func(extra ...cli.Flag) []cli.Flag {
		return append(append(append([]cli.Flag{}, serviceFlags...), budget), extra...)
	}
	sym := `SYMBOL (path/to/file.py:Class.method, pkg.mod.Class.method, Class.method, or path/to/file.py:LINE)`
	return &cli.Command{
		Name:  "symbol",
		Usage: "find a symbol, print its code, slice it, list its callers and callees, or what a change to it affects",
		Subcommands: []*cli.Command{
			{
				Name: "find", Usage: "symbols by name or glob, most called first", ArgsUsage: "PATTERN",
				Flags: flags(append([]cli.Flag{&cli.StringFlag{Name: "kind", Usage: "module, class, function or method"}}, paging...)...),
				Action: symbolAction("symbol_find", "PATTERN", func(sv *server.Service, c *cli.Context) (*server.Answer, error) {
					return sv.SymbolFind(c.Context, server.SymbolFindArgs{Pattern: c.Args().First(), Kind: c.String("kind"),
						Limit: c.Int("limit"), Cursor: c.String("cursor"), Budget: c.Int("budget")})
				}),
			},
			{
				Name: "get", Usage: "the code of a symbol with its etag (UNCHANGED when --etag still matches)", ArgsUsage: sym,
				Flags: flags(format, &cli.StringFlag{Name: "etag", Usage: "etag of the code you have"}, &cli.StringFlag{Name: "cursor", Usage: "cursor printed by the previous part"}),
				Action: symbolAction("symbol_get", "SYMBOL", func(sv *server.Service, c *cli.Context) (*server.Answer, error) {
					return sv.SymbolGet(c.Context, nil, server.SymbolGetArgs{Symbol: c.Args().First(), Etag: c.String("etag"),
						Format: c.String("format"), Cursor: c.String("cursor"), Budget: c.Int("budget")})
				}),
			},
			{
				Name: "slice", Usage: "slice of a function: backward from its last return, forward from its def line", ArgsUsage: sym,
				Flags: flags(&cli.StringFlag{Name: "format", Value: "markdown", Usage: "markdown, text or ultracompact"},
					&cli.StringFlag{Name: "direction", Value: "backward", Usage: "backward, forward or both"},
					&cli.IntFlag{Name: "line", Usage: "a line inside the symbol to slice from"},
					&cli.IntFlag{Name: "depth", Usage: "call depth 0-5 (default: the planner's choice from 3)"}, fresh),
				Action: symbolAction("symbol_slice", "SYMBOL", func(sv *server.Service, c *cli.Context) (*server.Answer, error) {
					a := server.SymbolSliceArgs{Symbol: c.Args().First(), Direction: c.String("direction"), Line: c.Int("line"),
						Budget: c.Int("budget"), Format: c.String("format")}
					if c.IsSet("depth") {
						d := c.Int("depth")
						a.Depth = &d
					}
					return sv.SymbolSlice(c.Context, a)
				}),
			},
			callsCommand("callers", true, flags, paging, sym),
			callsCommand("callees", false, flags, paging, sym),
			{
				Name: "impact", Usage: "transitive callers and the forward slice of a symbol or line", ArgsUsage: sym,
				Flags: flags(format, &cli.IntFlag{Name: "depth", Value: 3, Usage: "calls of transitive callers, 1-5"}),
				Action: symbolAction("impact", "SYMBOL", func(sv *server.Service, c *cli.Context) (*server.Answer, error) {
					return sv.Impact(c.Context, server.ImpactArgs{Target: c.Args().First(), Depth: c.Int("depth"),
						Format: c.String("format"), Budget: c.Int("budget")})
				}),
			},
		},
	}
}

func callsCommand(name string, callers bool, flags func(...cli.Flag) []cli.Flag, paging []cli.Flag, sym string) *cli.Command {
	return &cli.Command{
		Name: name, Usage: name + " of a symbol, transitively to --depth, nearest first", ArgsUsage: sym,
		Flags: flags(append([]cli.Flag{&cli.IntFlag{Name: "depth", Value: 1, Usage: "calls to follow, 1-5"}}, paging...)...),
		Action: symbolAction(name, "SYMBOL", func(sv *server.Service, c *cli.Context) (*server.Answer, error) {
			return sv.Calls(c.Context, server.CallArgs{Symbol: c.Args().First(), Depth: c.Int("depth"), Limit: c.Int("limit"),
				Cursor: c.String("cursor"), Budget: c.Int("budget")}, callers)
		}),
	}
}

// symbolAction checks the one argument, opens the index, runs op and
// prints its answer; bad arguments exit 2.
func symbolAction(tool, arg string, op func(*server.Service, *cli.Context) (*server.Answer, error)) cli.ActionFunc {
	return func(c *cli.Context) error {
		if c.NArg() != 1 {
			return argsError("symbol", arg, c.Args())
		}
		sv, err := openService(c, false)
		if err != nil {
			return err
		}
		defer sv.Index.Close()
		ans, err := op(sv, c)
		if err != nil {
			var ae *server.ArgError
			if errors.As(err, &ae) || errors.Is(err, context.Canceled) {
				return &exitError{2, err}
			}
			return err
		}
		head, body, _ := strings.Cut(sv.Finish(nil, tool, ans), "\n")
		fmt.Fprintln(os.Stderr, head)
		fmt.Print(body)
		return nil
	}
}
