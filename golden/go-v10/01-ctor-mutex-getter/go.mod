module example.com/t01

go 1.22
