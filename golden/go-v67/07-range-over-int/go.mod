module example.com/07rangeoveri

go 1.22
