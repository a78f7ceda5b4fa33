package main

import "strings"

func appendTags(dst []string, prefix string, tags ...string) []string {
	for _, t := range tags {
		if t == "" {
			continue
		}
		dst = append(dst, prefix+strings.ToLower(t))
	}
	return dst
}

func Labels(name string, env string) []string {
	region := strings.TrimSuffix(env, "-1")
	out := appendTags(nil, "name:", name)
	out = appendTags(out, "env:", env, region)
	n := len(out)
	println("labels", n)
	return out
}
