module example.com/s20

go 1.22
