module example.com/c07

go 1.22
