module example.com/c06

go 1.22
