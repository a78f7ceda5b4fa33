module example.com/x08

go 1.22
