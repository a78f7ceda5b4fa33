module example.com/v24s05

go 1.22
