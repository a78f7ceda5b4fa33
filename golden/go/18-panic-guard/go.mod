module example.com/s18

go 1.22
