module example.com/s01

go 1.22
