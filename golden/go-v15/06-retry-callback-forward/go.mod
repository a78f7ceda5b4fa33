module example.com/f06

go 1.22
