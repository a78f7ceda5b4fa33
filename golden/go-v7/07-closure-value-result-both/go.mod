module example.com/x07

go 1.22
