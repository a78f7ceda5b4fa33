module example.com/d02

go 1.22
