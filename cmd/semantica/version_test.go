package main

import (
	"regexp"
	"runtime"
	"runtime/debug"
	"testing"
)

func TestFormatVersion(t *testing.T) {
	vcs := &debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20260101000000-0123456789ab+dirty"}, Settings: []debug.BuildSetting{
		{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: "0123456789abcdef0123456789abcdef01234567"}, {Key: "vcs.modified", Value: "true"}}}
	clean := &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
		{Key: "vcs.revision", Value: "0123456789abcdef0123456789abcdef01234567"}, {Key: "vcs.modified", Value: "false"}}}
	for _, tc := range []struct {
		version, commit string
		bi              *debug.BuildInfo
		want            string
	}{
		{"1.2.0", "abc123", vcs, "1.2.0 (abc123, go1.99)"}, // -ldflags win
		{"", "", vcs, "v0.0.0-20260101000000-0123456789ab+dirty (0123456789ab-dirty, go1.99)"},
		{"1.2.0", "", clean, "1.2.0 (0123456789ab, go1.99)"},
		{"", "", clean, "devel (0123456789ab, go1.99)"},
		{"", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "devel (unknown commit, go1.99)"},
		{"", "", nil, "devel (unknown commit, go1.99)"},
	} {
		if got := formatVersion(tc.version, tc.commit, tc.bi, "go1.99"); got != tc.want {
			t.Errorf("formatVersion(%q, %q): %q, want %q", tc.version, tc.commit, got, tc.want)
		}
	}
}

// --version and -v print "semantica VERSION (COMMIT, GO VERSION)".
func TestVersionFlag(t *testing.T) {
	re := regexp.MustCompile(`^semantica \S+ \([^,()]+, ` + regexp.QuoteMeta(runtime.Version()) + `\)\n$`)
	for _, flag := range []string{"--version", "-v"} {
		out, errOut, code := run(t, t.TempDir(), flag)
		if code != 0 || !re.MatchString(out) {
			t.Errorf("semantica %s: exit %d, %q %s", flag, code, out, errOut)
		}
	}
}
