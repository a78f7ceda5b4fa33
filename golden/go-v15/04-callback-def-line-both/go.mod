module example.com/f04

go 1.22
