module example.com/d05

go 1.22
