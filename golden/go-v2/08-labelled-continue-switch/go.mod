module example.com/v08

go 1.22
