package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/semantica/semantica/server/web"
)

func serveCommand() *cli.Command {
	return &cli.Command{
		Name:  "serve",
		Usage: "serve a local web view of packs, slices and one function's CFG and PDG (loopback only)",
		Description: "Open the printed address in a browser. The page and its graph library are built into the binary: no network is used.\n" +
			"The index stays open read-only; a re-index is picked up by the next request after its swap.",
		Flags: append(append([]cli.Flag{}, serviceFlags...),
			&cli.StringFlag{Name: "addr", Value: "127.0.0.1:7777", Usage: "loopback address to listen on (HOST:PORT; port 0 picks a free one)"},
		),
		Action: func(c *cli.Context) error {
			if c.NArg() != 0 {
				return &exitError{2, fmt.Errorf("serve takes no arguments, got %q (the index is --db)", c.Args().Slice())}
			}
			addr := c.String("addr")
			if err := loopback(addr); err != nil {
				return &exitError{2, errors.New(strings.Replace(err.Error(), "--http", "--addr", 1))}
			}
			sv, err := openService(c, true)
			if err != nil {
				return err
			}
			defer sv.Index.Close()
			go func() { _ = sv.Index.Warm() }() // a failure shows again on the first request
			return listenAndServe(c.Context, "serve --addr", addr, web.Handler(sv), sv.Index.Dir)
		},
	}
}
