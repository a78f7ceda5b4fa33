module example.com/w05

go 1.22
