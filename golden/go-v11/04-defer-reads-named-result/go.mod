module example.com/w04

go 1.22
