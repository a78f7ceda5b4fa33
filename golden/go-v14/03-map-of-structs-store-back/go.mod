module example.com/k03

go 1.22
