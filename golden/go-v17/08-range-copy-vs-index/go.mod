module example.com/m08

go 1.22
