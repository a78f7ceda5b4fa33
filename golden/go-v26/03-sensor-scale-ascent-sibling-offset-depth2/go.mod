module example.com/d03

go 1.22
