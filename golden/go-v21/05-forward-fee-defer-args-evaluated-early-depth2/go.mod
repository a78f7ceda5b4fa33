module example.com/c05

go 1.22
