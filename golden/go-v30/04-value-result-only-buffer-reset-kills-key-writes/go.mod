module example.com/g04

go 1.22
