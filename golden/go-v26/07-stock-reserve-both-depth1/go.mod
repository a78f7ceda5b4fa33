module example.com/d07

go 1.22
