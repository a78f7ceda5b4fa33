module example.com/s04

go 1.22
