module example.com/g07

go 1.22
