module example.com/k08

go 1.22
