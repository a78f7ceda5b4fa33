module example.com/e03

go 1.22
