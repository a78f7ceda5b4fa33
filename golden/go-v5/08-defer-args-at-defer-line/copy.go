package main

import "fmt"

func Copy(dst []byte, src []byte, st *Stats) int {
	n := len(src)
	defer st.record(n)
	if n > len(dst) {
		n = len(dst)
	}
	copy(dst, src[:n])
	return n
}

func Transfer(chunks [][]byte, size int) Stats {
	var st Stats
	buf := make([]byte, size)
	total := 0
	for _, c := range chunks {
		n := Copy(buf, c, &st)
		total += n
	}
	fmt.Println("copied", total, st.Report())
	return st
}

func Bench(size int) Stats {
	data := [][]byte{[]byte("hello"), []byte("a longer chunk")}
	return Transfer(data, size)
}

func main() {
	fmt.Println(Bench(8))
}
