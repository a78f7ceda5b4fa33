module example.com/m01

go 1.22
