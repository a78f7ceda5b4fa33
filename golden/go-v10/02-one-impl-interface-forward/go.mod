module example.com/t02

go 1.22
