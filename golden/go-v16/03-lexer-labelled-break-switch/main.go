package main

import (
	"fmt"
	"strings"
)

// parse reads "key = value" lines; a line without "=" is ignored.
func parse(text string) (map[string][]string, int) {
	conf := make(map[string][]string)
	quotes := 0
	for _, line := range strings.Split(text, "\n") {
		key, val, ok := strings.Cut(line, "=")
		if !ok {
			continue
		}
		toks, q := fields(val)
		conf[strings.TrimSpace(key)] = toks
		quotes += q
	}
	return conf, quotes
}

func sample() string {
	lines := []string{
		`name = "my app" ;the old name`,
		`# a comment line`,
		`args = -v "two words" #trailing`,
		`path = "/tmp/unterminated`,
	}
	return strings.Join(lines, "\n")
}

func main() {
	conf, quotes := parse(sample())
	fmt.Println(len(conf), "keys,", quotes, "quoted")
	for _, k := range []string{"name", "args", "path"} {
		fmt.Printf("%s: %q\n", k, conf[k])
	}
}
