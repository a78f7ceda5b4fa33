module example.com/p06

go 1.22
