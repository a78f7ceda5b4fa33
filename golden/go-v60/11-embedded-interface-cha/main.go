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
	var rw ReadWriter = &File{data: 4}
	x := rw.Read()
	fmt.Println(x)
	fmt.Println(Pipe{n: 1}.Read())
}
