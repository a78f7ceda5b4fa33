module example.com/08p

go 1.22
