module example.com/v15

go 1.22
