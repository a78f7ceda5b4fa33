package main

import "github.com/urfave/cli/v2"

func tokensCommand() *cli.Command {
	return &cli.Command{Name: "tokens", Usage: "token-reduction benchmark (not yet implemented)",
		Action: func(c *cli.Context) error { return &exitError{2, errNotYet} }}
}
