module example.com/k07

go 1.22
