package main

import (
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/semantica/semantica/loaders"
)

func watchCommand() *cli.Command {
	return &cli.Command{
		Name:      "watch",
		Usage:     "keep the index of a repository fresh: re-index when a file's content changes (until Ctrl-C)",
		ArgsUsage: "PATH",
		Description: "Indexes PATH first when its index is missing or stale, then follows file-system notifications.\n" +
			"Each re-index builds beside the index and swaps it in: queries and a running `semantica mcp` or `serve`\n" +
			"never see a half-applied update, and a failed run leaves the previous index in use.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "db", Usage: "index directory (default PATH/.semantica)"},
			&cli.DurationFlag{Name: "debounce", Value: 300 * time.Millisecond, Usage: "quiet time after the last change before re-indexing"},
			&cli.Int64Flag{Name: "max-file-bytes", Value: loaders.DefaultMaxFileBytes, Usage: "skip files larger than this (bytes)"},
			&cli.StringSliceFlag{Name: "exclude", Usage: "gitignore-style pattern of files to skip (repeatable)"},
			&cli.BoolFlag{Name: "no-git", Usage: "skip git history statistics (churn and last change per function, via git blame)"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return argsError("watch", "PATH", c.Args())
			}
			if d := c.Duration("debounce"); d < 0 || d > time.Minute {
				return &exitError{2, fmt.Errorf("--debounce must be 0 to 1m, got %v", d)}
			}
			opt := loaders.Options{Root: c.Args().First(), DBDir: c.String("db"), MaxFileBytes: c.Int64("max-file-bytes"),
				Exclude: c.StringSlice("exclude"), NoGit: c.Bool("no-git")}
			fmt.Fprintf(os.Stderr, "semantica watch: watching %s (Ctrl-C stops)\n", opt.Root)
			return loaders.Watch(c.Context, opt, c.Duration("debounce"), func(ev loaders.WatchEvent) {
				switch {
				case ev.Err != nil:
					fmt.Fprintf(os.Stderr, "semantica watch: %v (the previous index stays in use)\n", ev.Err)
				case ev.Summary != nil && ev.First:
					fmt.Fprintf(os.Stderr, "semantica watch: indexed %d files, %d statements in %.2fs\n", ev.Summary.Files, ev.Summary.Statements, ev.Took.Seconds())
				case ev.Summary != nil:
					names := ev.Changed
					more := ""
					if len(names) > 5 {
						names, more = names[:5], fmt.Sprintf(" and %d more", len(ev.Changed)-5)
					}
					delta := ""
					if ch := ev.Summary.Chunking; ch != nil && ch.Previous {
						delta = fmt.Sprintf("; chunks: %d inserted, %d updated, %d deleted, %d unchanged",
							ch.Delta["INSERT"], ch.Delta["UPDATE"], ch.Delta["DELETE"], ch.Delta["NOOP"])
					}
					how := "in place"
					if !ev.Summary.Incremental {
						how = "built everything: " + ev.Summary.FullReason
					}
					fmt.Fprintf(os.Stderr, "semantica watch: re-indexed %d changed files (%s%s; %s): %d files, %d statements in %.2fs%s\n",
						len(ev.Changed), strings.Join(names, ", "), more, how, ev.Summary.Files, ev.Summary.Statements, ev.Took.Seconds(), delta)
				}
			})
		},
	}
}
