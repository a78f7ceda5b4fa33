package main

import "strings"

func norm(t string) string {
	return strings.ToLower(strings.TrimSpace(t))
}

func addTag(tags []string, t string) []string {
	t = norm(t)
	if t == "" {
		return tags
	}
	return append(tags, t)
}

func addAll(tags []string, extra ...string) {
	for _, e := range extra {
		tags = append(tags, norm(e))
	}
}

func redact(tags []string, bad string) {
	for i, t := range tags {
		if t == bad {
			tags[i] = "***"
		}
	}
}
