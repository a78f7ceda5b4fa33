module example.com/e07

go 1.22
