module example.com/p14

go 1.22
