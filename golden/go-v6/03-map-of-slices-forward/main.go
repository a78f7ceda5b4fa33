package main

import (
	"fmt"
	"sort"
	"strings"
)

func extOf(name string) string {
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		return name[i+1:]
	}
	return ""
}

func group(names []string) (map[string][]string, int) {
	byExt := make(map[string][]string)
	sizes := make(map[string]int)
	bare := 0
	for _, n := range names {
		ext := extOf(n)
		base := strings.TrimSuffix(n, "."+ext)
		byExt[ext] = append(byExt[ext], base)
		sizes[ext] += len(n)
		if ext == "" {
			bare++
		}
	}
	fmt.Println("kinds", len(sizes))
	return byExt, bare
}

func main() {
	files := []string{"a.go", "README", "b.go", "c.txt"}
	byExt, bare := group(files)
	keys := make([]string, 0, len(byExt))
	for k := range byExt {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Println(k, byExt[k])
	}
	fmt.Println("bare", bare, len(files))
}
