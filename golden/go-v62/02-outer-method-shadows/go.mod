module example.com/02p

go 1.22
