module example.com/g02

go 1.22
