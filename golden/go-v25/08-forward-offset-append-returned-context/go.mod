module example.com/s08

go 1.22
