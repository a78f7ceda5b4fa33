module example.com/03constraint

go 1.22
