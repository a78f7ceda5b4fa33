module example.com/c08

go 1.22
