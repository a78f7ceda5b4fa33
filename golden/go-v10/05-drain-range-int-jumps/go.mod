module example.com/t05

go 1.22
