module example.com/v02

go 1.22
