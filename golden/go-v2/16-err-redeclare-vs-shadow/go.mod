module example.com/v16

go 1.22
