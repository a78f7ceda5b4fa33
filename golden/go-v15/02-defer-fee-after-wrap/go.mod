module example.com/f02

go 1.22
