module example.com/p13

go 1.22
