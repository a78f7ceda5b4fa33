module example.com/15p

go 1.22
