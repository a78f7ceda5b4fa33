package main

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/semantica/semantica/benchmarks"
	"github.com/semantica/semantica/optimizer"
)

func planBenchCommand() *cli.Command {
	return &cli.Command{
		Name:  "plan",
		Usage: "planner benchmark: budget overruns, budget use, recall and overhead over sampled criteria",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "db", Required: true, Usage: "index directory to sample criteria from"},
			&cli.IntFlag{Name: "criteria", Value: 200, Usage: "backward criteria to draw"},
			&cli.StringFlag{Name: "budgets", Value: "1000,4000,8000", Usage: "comma-separated budgets (tokens)"},
			&cli.Int64Flag{Name: "seed", Value: 1, Usage: "random seed of the draw"},
			&cli.StringFlag{Name: "slice-format", Value: "text", Usage: "output format the budget counts"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "report format: text or json"},
		},
		Action: func(c *cli.Context) error {
			budgets, err := parseBudgets(c.String("budgets"))
			if err != nil {
				return err
			}
			if !optimizer.ValidFormat(c.String("slice-format")) {
				return &exitError{2, fmt.Errorf("unknown slice format %q", c.String("slice-format"))}
			}
			rep, err := benchmarks.RunPlanner(c.Context, benchmarks.PlanOptions{DBDir: c.String("db"), Criteria: c.Int("criteria"),
				Budgets: budgets, Seed: c.Int64("seed"), Format: c.String("slice-format")})
			if err != nil {
				return err
			}
			if done, err := printReport(c, rep, rep.WriteText); done || err != nil {
				return err
			}
			return overruns("outputs", rep.Overruns())
		},
	}
}
