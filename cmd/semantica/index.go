package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/urfave/cli/v2"
	"golang.org/x/term"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/loaders/chunks"
)

func indexCommand() *cli.Command {
	return &cli.Command{
		Name:      "index",
		Usage:     "index a repository (Python, JavaScript, TypeScript, Go) into a dependence graph",
		ArgsUsage: "PATH",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "db", Usage: "index directory (default PATH/.semantica)"},
			&cli.Int64Flag{Name: "max-file-bytes", Value: loaders.DefaultMaxFileBytes, Usage: "skip files larger than this (bytes)"},
			&cli.StringSliceFlag{Name: "exclude", Usage: "gitignore-style pattern of files to skip (repeatable)"},
			&cli.BoolFlag{Name: "no-git", Usage: "skip git history statistics (churn and last change per function, via git blame)"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print only the summary line"},
			&cli.IntFlag{Name: "chunk-min", Value: chunks.DefaultConfig().MinTokens, Usage: "a leaf chunk's minimum (tokens of canonical text)"},
			&cli.IntFlag{Name: "chunk-max", Value: chunks.DefaultConfig().MaxTokens, Usage: "a leaf chunk's maximum (tokens of canonical text); important parents get twice it"},
			&cli.IntFlag{Name: "chunk-overlap", Value: chunks.DefaultConfig().OverlapLines, Usage: "lines of code a leaf chunk repeats from the one before it"},
			&cli.BoolFlag{Name: "stats", Usage: "print the run's summary as JSON instead of the summary line: counts, phase timings (ms), chunks with per-file chunking time, chunk counts and token waste, and the chunk delta"},
			&cli.BoolFlag{Name: "full", Usage: "build everything, even when only a few files changed in ways the previous index can take in place"},
			&cli.StringFlag{Name: "delta", Usage: "print the chunk operations against the previous index (INSERT, UPDATE, DELETE, NOOP) instead of the summary line, in FORMAT: jsonl"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return argsError("index", "PATH", c.Args())
			}
			root := c.Args().First()
			if d := c.String("delta"); d != "" && d != "jsonl" {
				return fmt.Errorf("index: --delta %q: the format must be jsonl", d)
			}
			if c.Bool("stats") && c.String("delta") != "" {
				return fmt.Errorf("index: --stats and --delta both print on standard output: give one")
			}
			opt := loaders.Options{Root: root, DBDir: c.String("db"), MaxFileBytes: c.Int64("max-file-bytes"),
				Exclude: c.StringSlice("exclude"), NoGit: c.Bool("no-git"), Full: c.Bool("full"), AllDeltaOps: c.String("delta") != ""}
			cc := chunks.DefaultConfig()
			cc.MinTokens, cc.MaxTokens, cc.OverlapLines = c.Int("chunk-min"), c.Int("chunk-max"), c.Int("chunk-overlap")
			if err := cc.Validate(); err != nil {
				return &exitError{2, fmt.Errorf("index: --chunk-min %d, --chunk-max %d, --chunk-overlap %d: %w", cc.MinTokens, cc.MaxTokens, cc.OverlapLines, err)}
			}
			if c.IsSet("chunk-min") || c.IsSet("chunk-max") || c.IsSet("chunk-overlap") {
				opt.Chunks = cc // else the index's own, or the default
			}
			fault := faultHook(os.Getenv("SEMANTICA_TEST_FAULT"))
			var bar *phaseBar
			if !c.Bool("quiet") && term.IsTerminal(int(os.Stderr.Fd())) {
				bar = &phaseBar{}
				opt.Progress = bar.parsed
			}
			opt.Hook = func(phase string) {
				if bar != nil {
					bar.phase(phase)
				}
				if fault != nil {
					fault(phase)
				}
			}
			sum, err := loaders.Index(c.Context, opt)
			if bar != nil {
				bar.finish()
			}
			if err != nil {
				if errors.Is(err, context.Canceled) {
					return fmt.Errorf("index: an index being built was discarded and the previous one is unchanged: %w", err)
				}
				return err
			}
			if !c.Bool("quiet") {
				for _, w := range sum.Warnings {
					fmt.Fprintln(os.Stderr, "warning:", w)
				}
				fmt.Fprintln(os.Stderr, "phases:", sum.Phases())
				if sum.FullReason != "" {
					fmt.Fprintln(os.Stderr, "built everything:", sum.FullReason)
				}
			}
			dbDir := opt.DBDir
			if dbDir == "" {
				dbDir = filepath.Join(root, loaders.DefaultDBDir)
			}
			switch {
			case c.Bool("stats"):
				enc := json.NewEncoder(os.Stdout)
				enc.SetIndent("", "  ")
				return enc.Encode(sum)
			case c.String("delta") != "":
				enc := json.NewEncoder(os.Stdout)
				for _, op := range sum.DeltaOps {
					if err := enc.Encode(op); err != nil {
						return err
					}
				}
				if !sum.Chunking.Previous && !c.Bool("quiet") {
					fmt.Fprintln(os.Stderr, "no previous index of this schema to compare with: every chunk is an INSERT")
				}
				return nil
			}
			if sum.Unchanged {
				fmt.Printf("unchanged: %d files, %d statements, %d functions, %d dependence edges, %d calls, %d warnings as indexed -> %s (%.1f MB)\n",
					sum.Files, sum.Statements, sum.Functions, sum.Edges, sum.Calls, len(sum.Warnings), dbDir, float64(sum.DBBytes)/1e6)
				return nil
			}
			if sum.Incremental {
				fmt.Printf("updated in place: %d files, %d statements, %d functions, %d dependence edges, %d calls, %d warnings in %.2fs -> %s (%.1f MB)\n",
					sum.Files, sum.Statements, sum.Functions, sum.Edges, sum.Calls, len(sum.Warnings), sum.Seconds, dbDir,
					float64(sum.DBBytes)/1e6)
				return nil
			}
			fmt.Printf("indexed %d files: %d statements, %d functions, %d dependence edges, %d calls, %d warnings in %.2fs -> %s (%.1f MB)\n",
				sum.Files, sum.Statements, sum.Functions, sum.Edges, sum.Calls, len(sum.Warnings), sum.Seconds, dbDir,
				float64(sum.DBBytes)/1e6)
			return nil
		},
	}
}

// faultHook is the fault-injection knob of the crash tests
// (fault_test.go): SEMANTICA_TEST_FAULT=PHASE:SIGNAL sends SIGNAL (KILL,
// INT or TERM) to this process when `index` reaches PHASE (see
// loaders.Options.Hook). Unset, it does nothing.
func faultHook(spec string) func(string) {
	phase, name, ok := strings.Cut(spec, ":")
	sig := map[string]syscall.Signal{"KILL": syscall.SIGKILL, "INT": syscall.SIGINT, "TERM": syscall.SIGTERM}[name]
	if !ok || sig == 0 {
		return nil
	}
	return func(p string) {
		if p == phase {
			_ = syscall.Kill(os.Getpid(), sig)
			time.Sleep(100 * time.Millisecond) // let the signal land before the run goes on
		}
	}
}

// phaseBar shows an index run's progress on a terminal: the parse as a
// count of files, and every phase after it (loaders.Options.Hook) as a
// spinner named for the work under way, until the run ends.
type phaseBar struct {
	mu   sync.Mutex
	bar  *progressbar.ProgressBar
	stop chan struct{}
}

// phaseNames says what runs after each hook's phase.
var phaseNames = map[string]string{
	"parsed":     "building the dependence graph",
	"built":      "counting tokens and statistics",
	"statistics": "git statistics (unless --no-git), then chunks and their delta",
	"chunks":     "loading the graph into Kùzu (search index beside it)",
	"loaded":     "sealing the index",
	"swapping":   "swapping the new index in",
}

func (p *phaseBar) parsed(done, total int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.bar == nil {
		p.bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(os.Stderr),
			progressbar.OptionSetDescription("parsing"), progressbar.OptionShowCount(),
			progressbar.OptionClearOnFinish())
	}
	_ = p.bar.Set(done)
}

func (p *phaseBar) phase(name string) {
	desc, ok := phaseNames[name]
	if !ok {
		return
	}
	p.finish()
	p.mu.Lock()
	defer p.mu.Unlock()
	p.bar = progressbar.NewOptions(-1, progressbar.OptionSetWriter(os.Stderr), progressbar.OptionSetDescription(desc),
		progressbar.OptionSpinnerType(14), progressbar.OptionClearOnFinish(), progressbar.OptionSetElapsedTime(true))
	stop, bar := make(chan struct{}), p.bar
	p.stop = stop
	go func() {
		t := time.NewTicker(100 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				p.mu.Lock()
				_ = bar.Add(1)
				p.mu.Unlock()
			}
		}
	}()
}

func (p *phaseBar) finish() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.stop != nil {
		close(p.stop)
		p.stop = nil
	}
	if p.bar != nil {
		_ = p.bar.Finish()
		p.bar = nil
	}
}
