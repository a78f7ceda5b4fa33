module example.com/p11

go 1.22
