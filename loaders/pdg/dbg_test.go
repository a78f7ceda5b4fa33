package pdg

import (
	"fmt"
	"sort"
	"testing"
)

func TestDebugDump(t *testing.T) {
	src := `RATE = 2

def scale(x, y=RATE):
    if x < 0:
        return 0
    z = x * y
    return z

def main(a, b):
    total = 0
    for i in range(a):
        if i == b:
            break
        total += scale(i, b)
    print(total)
    return total
`
	g := Build(parse(t, map[string]string{"m.py": src}), Options{})
	v := newView(g)
	var all []string
	for k := range v.edges("data", "ctrl", "jump", "summary", "param_in", "param_out", "call") {
		all = append(all, k)
	}
	sort.Strings(all)
	for _, e := range all {
		fmt.Println(e)
	}
}
