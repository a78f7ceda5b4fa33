module example.com/s03

go 1.22
