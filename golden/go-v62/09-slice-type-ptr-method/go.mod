module example.com/09p

go 1.22
