module example.com/07p

go 1.22
