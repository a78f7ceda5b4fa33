module example.com/p01

go 1.22
