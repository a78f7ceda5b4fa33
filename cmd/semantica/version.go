package main

import (
	"fmt"
	"runtime"
	"runtime/debug"

	"github.com/urfave/cli/v2"
)

// version and commit name the build; a release sets them with
//
//	go build -ldflags "-X main.version=1.2.0 -X main.commit=abc123" ./cmd/semantica
//
// Left empty, they come from the build information Go stamps into the
// binary (the module version, vcs.revision and vcs.modified; `make build`
// asks for the VCS stamp).
var version, commit string

// versionString is "VERSION (COMMIT, GO VERSION)" for `semantica --version`.
func versionString() string {
	bi, _ := debug.ReadBuildInfo()
	return formatVersion(version, commit, bi, runtime.Version())
}

// formatVersion fills what the -ldflags variables leave empty from bi: the
// main module's version ("devel" for a build outside a module version) and
// the first 12 hex digits of vcs.revision, "-dirty" when vcs.modified says
// the work tree had changes ("unknown" without VCS information).
func formatVersion(version, commit string, bi *debug.BuildInfo, goVersion string) string {
	if version == "" && bi != nil && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		version = bi.Main.Version
	}
	if version == "" {
		version = "devel"
	}
	if commit == "" && bi != nil {
		modified := false
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				commit = s.Value
			case "vcs.modified":
				modified = s.Value == "true"
			}
		}
		if len(commit) > 12 {
			commit = commit[:12]
		}
		if commit != "" && modified {
			commit += "-dirty"
		}
	}
	if commit == "" {
		commit = "unknown commit"
	}
	return fmt.Sprintf("%s (%s, %s)", version, commit, goVersion)
}

func init() {
	// urfave/cli prints "NAME version VERSION"; the format here is
	// "semantica VERSION (COMMIT, GO VERSION)".
	cli.VersionPrinter = func(c *cli.Context) {
		fmt.Fprintf(c.App.Writer, "%s %s\n", c.App.Name, c.App.Version)
	}
}
