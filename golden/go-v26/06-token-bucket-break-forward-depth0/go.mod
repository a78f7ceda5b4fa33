module example.com/d06

go 1.22
