module example.com/t06

go 1.22
