module example.com/v24s08

go 1.22
