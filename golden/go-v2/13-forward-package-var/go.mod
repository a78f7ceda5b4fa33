module example.com/v13

go 1.22
