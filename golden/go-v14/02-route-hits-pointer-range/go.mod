module example.com/k02

go 1.22
