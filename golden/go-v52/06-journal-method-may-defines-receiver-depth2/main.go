package main

import "fmt"

// record adds each step, stopping at the first empty one.
func record(j *journal, steps []string) {
	for _, s := range steps {
		if s == "" {
			break
		}
		j.add("step " + s)
	}
}

// main writes a real journal and a scratch one with the same methods.
func main() {
	var j journal
	var scratch journal
	start := "boot"
	j.add(start)
	scratch.add("tmp")
	record(&j, []string{"load", "", "run"})
	j.raw([]byte("end"))
	out := j.text()
	fmt.Println(out)
	fmt.Println(scratch.text(), scratch.empty())
}
