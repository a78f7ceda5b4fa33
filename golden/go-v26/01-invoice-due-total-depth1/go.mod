module example.com/d01

go 1.22
