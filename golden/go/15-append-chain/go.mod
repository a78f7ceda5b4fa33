module example.com/s15

go 1.22
