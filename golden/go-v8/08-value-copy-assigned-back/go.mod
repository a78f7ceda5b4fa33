module example.com/y08

go 1.22
