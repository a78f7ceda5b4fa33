module example.com/13stackforwa

go 1.22
