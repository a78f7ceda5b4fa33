module example.com/v24s06

go 1.22
