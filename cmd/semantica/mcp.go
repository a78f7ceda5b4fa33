package main

import (
	"context"
	"errors"
	"fmt"
	"github.com/semantica/semantica/schema/tokens"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/semantica/semantica/queries"
	"github.com/semantica/semantica/server"
)

// openService opens the index for many requests (the MCP server, the
// symbol commands) with the --timeout and --max-memory limits.
// long: the service will answer many requests (the MCP server), so it
// keeps a symbol table in memory.
func openService(c *cli.Context, long bool) (*server.Service, error) {
	if c.Duration("timeout") < 0 || c.Int("max-memory") < 16 {
		return nil, &exitError{2, errors.New("--timeout must be ≥ 0 and --max-memory ≥ 16 (MiB)")}
	}
	tok, err := tokens.NewTokenizer(c.String("tokenizer"))
	if err != nil {
		return nil, &exitError{2, err}
	}
	dir, err := indexDir(c)
	if err != nil {
		return nil, err
	}
	ix, err := server.OpenIndex(dir, server.IndexOptions{Pool: 4, SymbolTable: long, NoMask: c.Bool("no-mask"),
		DB: queries.Options{ReadOnly: true, Timeout: c.Duration("timeout"), BufferPoolBytes: uint64(c.Int("max-memory")) << 20}})
	if err != nil {
		return nil, err
	}
	return &server.Service{Index: ix, Tok: tok}, nil
}

var serviceFlags = []cli.Flag{
	dbFlag, noMaskFlag,
	&cli.StringFlag{Name: "tokenizer", Value: tokens.DefaultTokenizer, Usage: "cl100k_base or o200k_base: what budgets count"},
	&cli.DurationFlag{Name: "timeout", Value: queries.DefaultAdHocTimeout, Usage: "time limit of each Kùzu query"},
	&cli.IntFlag{Name: "max-memory", Value: queries.DefaultAdHocMemory >> 20, Usage: "Kùzu's buffer pool in MiB (bounds the memory of all queries)"},
}

func mcpCommand() *cli.Command {
	return &cli.Command{
		Name:  "mcp",
		Usage: "serve the index to agents over the Model Context Protocol (stdio, or streamable HTTP on loopback)",
		Description: "Tools: " + strings.Join(server.Tools, ", ") + ".\n" +
			"The index stays open; a re-index is picked up by the next request after its swap.",
		Flags: append(append([]cli.Flag{}, serviceFlags...),
			&cli.StringFlag{Name: "http", Usage: "serve streamable HTTP on this loopback address (127.0.0.1:PORT) instead of stdio"},
			&cli.IntFlag{Name: "session-budget", Usage: "tokens one session may be served; past it, code tools answer with a summary instead (0: no limit)"},
		),
		Action: func(c *cli.Context) error {
			if c.NArg() != 0 {
				return &exitError{2, fmt.Errorf("mcp takes no arguments, got %q", c.Args().Slice())}
			}
			if c.Int("session-budget") < 0 {
				return &exitError{2, fmt.Errorf("--session-budget must be ≥ 0, got %d", c.Int("session-budget"))}
			}
			addr := c.String("http")
			if addr != "" {
				if err := loopback(addr); err != nil {
					return &exitError{2, err}
				}
			}
			sv, err := openService(c, true)
			if err != nil {
				return err
			}
			defer sv.Index.Close()
			sv.SessionBudget = c.Int("session-budget")
			go func() { _ = sv.Index.Warm() }() // a failure shows again on the first request
			srv := server.New(sv, versionString())
			if addr == "" {
				err := srv.ServeStdio(c.Context)
				if errors.Is(err, context.Canceled) {
					return nil
				}
				return err
			}
			return listenAndServe(c.Context, "mcp --http", addr, srv.Handler(), sv.Index.Dir)
		},
	}
}

// listenAndServe serves h on addr until ctx ends (Ctrl-C), then shuts
// down, giving requests in flight 5 s. what names the command and flag in
// errors; the address it listens on goes to standard error.
func listenAndServe(ctx context.Context, what, addr string, h http.Handler, dir string) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("%s %s: %w", what, addr, err)
	}
	hs := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(os.Stderr, "semantica %s: serving %s on http://%s/\n", strings.Fields(what)[0], dir, ln.Addr())
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = hs.Shutdown(sctx)
	}()
	if err := hs.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// loopback refuses an --http address that is not on a loopback interface:
// the server has no authentication.
func loopback(addr string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("--http %q: want HOST:PORT (127.0.0.1:7878): %v", addr, err)
	}
	if host == "localhost" {
		return nil
	}
	ip := net.ParseIP(host)
	if ip == nil || !ip.IsLoopback() {
		return fmt.Errorf("--http %q: only loopback addresses (127.0.0.1, ::1, localhost) are served: the server has no authentication", addr)
	}
	return nil
}
