module example.com/x06

go 1.22
