module example.com/e05

go 1.22
