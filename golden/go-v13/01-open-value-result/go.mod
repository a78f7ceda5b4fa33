module example.com/e01

go 1.22
