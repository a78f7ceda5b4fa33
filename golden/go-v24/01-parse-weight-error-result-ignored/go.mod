module example.com/v24s01

go 1.22
