module example.com/01p

go 1.22
