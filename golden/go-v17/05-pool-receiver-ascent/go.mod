module example.com/m05

go 1.22
