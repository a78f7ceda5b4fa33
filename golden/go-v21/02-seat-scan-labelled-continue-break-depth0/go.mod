module example.com/c02

go 1.22
