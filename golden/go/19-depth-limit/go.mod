module example.com/s19

go 1.22
