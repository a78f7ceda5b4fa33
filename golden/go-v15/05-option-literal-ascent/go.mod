module example.com/f05

go 1.22
