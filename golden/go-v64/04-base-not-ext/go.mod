module example.com/p04

go 1.22
