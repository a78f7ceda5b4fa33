module example.com/s09

go 1.22
