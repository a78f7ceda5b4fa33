module example.com/p10

go 1.22
