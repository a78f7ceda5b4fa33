module example.com/v11

go 1.22
