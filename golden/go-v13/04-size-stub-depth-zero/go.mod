module example.com/e04

go 1.22
