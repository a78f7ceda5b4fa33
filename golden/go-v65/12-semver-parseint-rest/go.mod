module example.com/s12

go 1.22
