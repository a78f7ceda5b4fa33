package level

import "strings"

// Levels of a log record.
const (
	Debug = 10
	Info  = 20
	Warn  = 30
	Error = 40
	Fatal = 50
)

// Name returns the label of lv and whether it should be shown loudly.
func Name(lv int) (label string, loud bool) {
	label = "unknown"
	switch lv {
	case Debug, Info:
		label = "info"
		if lv != Debug {
			break
		}
		label = "debug"
	case Warn:
		label = pad("warn")
		loud = true
	case Error:
		loud = true
		label = "error"
	default:
		loud = lv >= Fatal
	}
	return label, loud
}

func pad(s string) string {
	return s + strings.Repeat(" ", 5-len(s))
}
