module example.com/s07

go 1.22
