module example.com/s06

go 1.22
