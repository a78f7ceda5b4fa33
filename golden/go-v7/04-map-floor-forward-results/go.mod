module example.com/x04

go 1.22
