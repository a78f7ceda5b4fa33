package main

import "fmt"

type Reader interface {
	Read() int
}

type ReadWriter interface {
	Reader
	Write(v int)
}

type File struct{ data int }

func (f *File) Read() int {
	return f.data * 2
}

func (f *File) Write(v int) {
	f.data = v
}

type Pipe struct{ n int }

func (p Pipe) Read() int {
	return p.n + 100
}

func main() {
	var r Reader = Pipe{n: 1}
	var rw ReadWriter = &File{data: 4}
	y := r.Read()
	fmt.Println(y, rw.Read())
}
