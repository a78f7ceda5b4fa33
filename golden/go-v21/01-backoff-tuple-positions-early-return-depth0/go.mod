module example.com/c01

go 1.22
