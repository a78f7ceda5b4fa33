module example.com/11genericsum

go 1.22
