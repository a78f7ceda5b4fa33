module example.com/v09

go 1.22
