module example.com/v24s02

go 1.22
