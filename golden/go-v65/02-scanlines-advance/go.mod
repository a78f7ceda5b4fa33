module example.com/s02

go 1.22
