module example.com/s10

go 1.22
