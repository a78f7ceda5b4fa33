module example.com/10p

go 1.22
