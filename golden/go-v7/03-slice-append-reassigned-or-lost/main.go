package main

import (
	"fmt"
	"sort"
	"strings"
)

func label(title string, raw []string, hidden string) string {
	var tags []string
	for _, r := range raw {
		tags = addTag(tags, r)
	}
	addAll(tags, "Draft", "New")
	preview := append(tags, "preview")
	redact(tags, hidden)
	sort.Strings(tags)
	fmt.Println(len(preview), "tags with preview")
	return title + " [" + strings.Join(tags, ",") + "]"
}

func main() {
	hidden := "secret"
	raw := []string{" Go ", "", "Secret", "slices"}
	fmt.Println(label("Post", raw, hidden))
}
