module example.com/v10

go 1.22
