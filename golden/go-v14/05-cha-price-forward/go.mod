module example.com/k05

go 1.22
