module example.com/y02

go 1.22
