package main

import (
	"fmt"
	"github.com/semantica/semantica/schema/tokens"
	"os/exec"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/semantica/semantica/benchmarks"
)

func tokensCommand() *cli.Command {
	return &cli.Command{
		Name:  "tokens",
		Usage: "token reduction of slices against whole files and a retrieval baseline",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "repo", Usage: "repository to measure (default: the standard library's json package)"},
			&cli.IntFlag{Name: "criteria", Value: 100, Usage: "number of criteria drawn"},
			&cli.IntFlag{Name: "budget", Value: 8000, Usage: "output budget in tokens"},
			&cli.Int64Flag{Name: "seed", Value: 1, Usage: "random seed of the draw"},
			&cli.IntFlag{Name: "depth", Value: 3, Usage: "interprocedural depth"},
			&cli.StringFlag{Name: "tokenizer", Value: tokens.DefaultTokenizer, Usage: "cl100k_base or o200k_base"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "text or json"},
		},
		Action: func(c *cli.Context) error {
			repo := c.String("repo")
			if repo == "" {
				out, err := exec.Command("python3", "-c", "import json, os; print(os.path.dirname(json.__file__))").Output()
				if err != nil {
					return &exitError{2, fmt.Errorf("bench tokens: no --repo and python3 did not answer: %w", err)}
				}
				repo = strings.TrimSpace(string(out))
			}
			if c.Int("criteria") <= 0 || c.Int("budget") <= 0 {
				return &exitError{2, fmt.Errorf("bench tokens: --criteria and --budget must be positive")}
			}
			rep, err := benchmarks.RunTokens(c.Context, benchmarks.TokensOptions{Repo: repo, Criteria: c.Int("criteria"),
				Budget: c.Int("budget"), Seed: c.Int64("seed"), Depth: c.Int("depth"), Tokenizer: c.String("tokenizer")})
			if err != nil {
				return err
			}
			if done, err := printReport(c, rep, rep.WriteText); done || err != nil {
				return err
			}
			return nil
		},
	}
}
