module example.com/v14

go 1.22
