module example.com/p15

go 1.22
