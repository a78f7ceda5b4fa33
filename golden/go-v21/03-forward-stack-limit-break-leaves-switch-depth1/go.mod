module example.com/c03

go 1.22
