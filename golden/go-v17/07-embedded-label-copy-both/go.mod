module example.com/m07

go 1.22
