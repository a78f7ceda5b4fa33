module example.com/08slicessort

go 1.22
