module example.com/m04

go 1.22
