module example.com/e08

go 1.22
