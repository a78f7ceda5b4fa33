module example.com/v07

go 1.22
