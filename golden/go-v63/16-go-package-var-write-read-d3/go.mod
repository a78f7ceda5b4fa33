module example.com/p16

go 1.22
