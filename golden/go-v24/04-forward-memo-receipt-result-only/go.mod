module example.com/v24s04

go 1.22
