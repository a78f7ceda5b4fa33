module example.com/13p

go 1.22
