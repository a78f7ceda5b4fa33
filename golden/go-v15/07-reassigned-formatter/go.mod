module example.com/f07

go 1.22
