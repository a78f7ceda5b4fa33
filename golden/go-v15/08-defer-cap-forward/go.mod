module example.com/f08

go 1.22
