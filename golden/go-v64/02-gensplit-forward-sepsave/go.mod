module example.com/p02

go 1.22
