module example.com/g01

go 1.22
