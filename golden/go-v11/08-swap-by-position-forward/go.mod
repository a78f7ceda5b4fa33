module example.com/w08

go 1.22
