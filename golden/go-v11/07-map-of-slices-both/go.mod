module example.com/w07

go 1.22
