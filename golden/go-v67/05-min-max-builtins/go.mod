module example.com/05minmaxbuil

go 1.22
