module example.com/x03

go 1.22
