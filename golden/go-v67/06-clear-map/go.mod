module example.com/06clearmap

go 1.22
