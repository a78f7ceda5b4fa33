module example.com/t04

go 1.22
