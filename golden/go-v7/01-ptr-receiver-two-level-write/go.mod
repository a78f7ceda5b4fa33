module example.com/x01

go 1.22
