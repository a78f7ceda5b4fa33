module example.com/g08

go 1.22
