module example.com/f01

go 1.22
