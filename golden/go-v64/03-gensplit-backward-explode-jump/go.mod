module example.com/p03

go 1.22
