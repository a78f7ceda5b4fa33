package logscan

import (
	"fmt"
	"strings"
)

// Scan counts the error lines of a log and the bytes they hold; lines
// longer than width are cut first. Warnings are printed, not counted.
func Scan(lines []string, width int) (int, int, string) {
	errs := 0
	size := 0
	record := func(ln string) {
		errs++
		size += len(ln)
	}
	warn := func(ln string) {
		size := len(ln)
		fmt.Printf("warning (%d bytes): %s\n", size, ln)
	}
	kib := func(size int) string {
		size = (size + 1023) / 1024
		return fmt.Sprintf("%d KiB", size)
	}
	for _, ln := range lines {
		if len(ln) > width {
			ln = ln[:width]
		}
		if strings.HasPrefix(ln, "WARN") {
			warn(ln)
			continue
		}
		if strings.HasPrefix(ln, "ERROR") {
			record(ln)
		}
	}
	label := kib(size)
	return errs, size, label
}
