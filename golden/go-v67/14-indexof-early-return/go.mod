module example.com/14indexofear

go 1.22
