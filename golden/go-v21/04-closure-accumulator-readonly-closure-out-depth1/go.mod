module example.com/c04

go 1.22
