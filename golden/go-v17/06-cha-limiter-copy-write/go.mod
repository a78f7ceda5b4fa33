module example.com/m06

go 1.22
