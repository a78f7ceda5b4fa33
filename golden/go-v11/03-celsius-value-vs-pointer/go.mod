module example.com/w03

go 1.22
