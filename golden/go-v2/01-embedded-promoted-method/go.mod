module example.com/v01

go 1.22
