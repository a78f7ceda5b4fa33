module example.com/p07

go 1.22
