package text

import "strings"

// Options control Wrap. Start from Defaults and adjust the copy.
type Options struct {
	Width  int
	Indent string
	Sep    string
}

// Defaults returns the options Wrap is tuned for.
func Defaults() Options {
	return Options{Width: 40, Sep: "\n"}
}

// WithWidth returns a copy of o with the given width.
func (o Options) WithWidth(w int) Options {
	o.Width = w
	return o
}

// Wrap breaks s into lines of at most opt.Width bytes.
func Wrap(s string, opt Options) string {
	if opt.Width < 8 {
		opt.Width = 8
	}
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		if line != "" && len(line)+1+len(w) > opt.Width {
			lines = append(lines, opt.Indent+line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	lines = append(lines, opt.Indent+line)
	return strings.Join(lines, opt.Sep)
}
