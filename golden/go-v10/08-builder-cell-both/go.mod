module example.com/t08

go 1.22
