module example.com/p05

go 1.22
