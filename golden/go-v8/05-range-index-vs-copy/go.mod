module example.com/y05

go 1.22
