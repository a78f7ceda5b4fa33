module example.com/v24s07

go 1.22
