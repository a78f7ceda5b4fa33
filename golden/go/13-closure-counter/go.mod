module example.com/s13

go 1.22
