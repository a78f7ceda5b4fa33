module example.com/v24s03

go 1.22
