// Command semantica indexes a Python repository into a system dependence
// graph stored in Kùzu and answers program-slice queries that fit a token
// budget. See README.md for the command reference.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/urfave/cli/v2"
)

// exitError carries an exit status through urfave/cli.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	app := newApp()
	if err := app.RunContext(ctx, reorderArgs(app, os.Args)); err != nil {
		if errors.Is(err, context.Canceled) {
			fmt.Fprintln(os.Stderr, "semantica: interrupted:", err)
			os.Exit(130)
		}
		fmt.Fprintln(os.Stderr, "semantica:", err)
		var ee *exitError
		if errors.As(err, &ee) {
			os.Exit(ee.code)
		}
		os.Exit(1)
	}
}

// argsError explains a wrong number of positional arguments. Flags may
// stand before or after them (reorderArgs), so every argument it sees is a
// positional one.
func argsError(cmd, want string, args cli.Args) error {
	return &exitError{2, fmt.Errorf("%s: want one %s argument, got %d", cmd, want, args.Len())}
}

func newApp() *cli.App {
	return &cli.App{
		Name:    "semantica",
		Version: versionString(),
		Usage:   "program slices of Python, JavaScript, TypeScript and Go code that fit a token budget",
		Description: "semantica parses a repository into a program dependence graph stored in Kùzu,\n" +
			"and answers which code matters for a line or variable, within N tokens.",
		Commands: []*cli.Command{
			indexCommand(),
			queryCommand(),
			searchCommand(),
			packCommand(),
			diffContextCommand(),
			coverageContextCommand(),
			symbolCommand(),
			mcpCommand(),
			serveCommand(),
			watchCommand(),
			shellCommand(),
			exportCommand(),
			chunksCommand(),
			schemaCommand(),
			checkCommand(),
			benchCommand(),
		},
		HideHelpCommand: true,
	}
}
