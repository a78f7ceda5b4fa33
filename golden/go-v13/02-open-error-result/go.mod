module example.com/e02

go 1.22
