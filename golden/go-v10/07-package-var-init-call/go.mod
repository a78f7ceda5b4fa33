module example.com/t07

go 1.22
