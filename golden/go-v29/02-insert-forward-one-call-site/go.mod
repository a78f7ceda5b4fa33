module example.com/g29s02

go 1.22
