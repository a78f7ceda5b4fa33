module example.com/m02

go 1.22
