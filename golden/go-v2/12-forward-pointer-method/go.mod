module example.com/v12

go 1.22
