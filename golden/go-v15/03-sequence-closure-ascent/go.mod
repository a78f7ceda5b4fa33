module example.com/f03

go 1.22
