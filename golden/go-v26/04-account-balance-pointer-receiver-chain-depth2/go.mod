module example.com/d04

go 1.22
