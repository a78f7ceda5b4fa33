package main

import (
	"strings"

	"github.com/urfave/cli/v2"
)

// reorderArgs returns os.Args-style args (program name first) with the
// flags of the command they name moved before its positional arguments.
// urfave/cli v2 stops reading flags at the first positional argument, so
// without this `semantica search "QUESTION" --top 5` would see "--top" and
// "5" as two more questions. The command's own flag definitions say which
// flags take a value: that value moves with its flag even when it starts
// with '-' (`--line -1`), a bool flag never takes the next argument, and
// `--flag=value` is one argument. `--` ends the flags: what follows stays
// positional, and when a positional argument starts with '-' the result
// puts `--` before the positional arguments so that it stays one.
//
// Flags before the command name (the app's and a parent command's, as in
// `semantica --version`) stay where they are; so does everything when the
// words do not name a command (urfave/cli reports it).
func reorderArgs(app *cli.App, args []string) []string {
	if len(args) < 2 {
		return args
	}
	out := []string{args[0]}
	rest := args[1:]
	flags, cmds := app.Flags, app.Commands
	var cmd *cli.Command
	for len(rest) > 0 {
		a := rest[0]
		if a == "--" {
			return append(out, rest...)
		}
		if isFlagArg(a) {
			n := 1
			if takesValue(flags, a) && len(rest) > 1 {
				n = 2
			}
			out, rest = append(out, rest[:n]...), rest[n:]
			continue
		}
		next := findCommand(cmds, a)
		if next == nil {
			return append(out, rest...)
		}
		out, rest = append(out, a), rest[1:]
		cmd, flags, cmds = next, next.Flags, next.Subcommands
		if len(cmds) == 0 {
			break
		}
	}
	if cmd == nil || len(cmd.Subcommands) > 0 || cmd.SkipFlagParsing {
		return append(out, rest...)
	}
	return append(out, flagsFirst(cmd.Flags, rest)...)
}

// flagsFirst reorders a command's arguments: its flags (with their values)
// in their order, then its positional arguments in theirs.
func flagsFirst(flags []cli.Flag, args []string) []string {
	var fl, pos []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			pos = append(pos, args[i+1:]...)
			break
		}
		if !isFlagArg(a) {
			pos = append(pos, a)
			continue
		}
		fl = append(fl, a)
		if takesValue(flags, a) && i+1 < len(args) {
			fl = append(fl, args[i+1])
			i++
		}
	}
	for _, p := range pos {
		if strings.HasPrefix(p, "-") {
			fl = append(fl, "--")
			break
		}
	}
	return append(fl, pos...)
}

// isFlagArg says whether a is a flag as Go's flag package reads one: a
// dash and at least one more character ("-" alone is an argument).
func isFlagArg(a string) bool {
	return len(a) > 1 && a[0] == '-'
}

// takesValue says whether the flag argument a (`-x`, `--name`) is one of
// flags that takes a value in the next argument: not a bool flag, not
// `--name=value`, and not an unknown flag (urfave/cli reports those).
func takesValue(flags []cli.Flag, a string) bool {
	name := strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
	if strings.Contains(name, "=") {
		return false
	}
	for _, f := range flags {
		for _, n := range f.Names() {
			if n == name {
				tv, ok := f.(interface{ TakesValue() bool })
				return ok && tv.TakesValue()
			}
		}
	}
	return false
}

func findCommand(cmds []*cli.Command, name string) *cli.Command {
	for _, c := range cmds {
		if c.HasName(name) {
			return c
		}
	}
	return nil
}
