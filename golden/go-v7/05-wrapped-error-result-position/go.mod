module example.com/x05

go 1.22
