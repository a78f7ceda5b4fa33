module example.com/p08

go 1.22
