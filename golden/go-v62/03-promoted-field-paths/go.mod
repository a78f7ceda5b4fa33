module example.com/03p

go 1.22
