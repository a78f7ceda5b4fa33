module example.com/p12

go 1.22
