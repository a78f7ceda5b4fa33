module example.com/t03

go 1.22
