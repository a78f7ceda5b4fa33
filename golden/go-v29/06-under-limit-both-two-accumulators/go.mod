module example.com/g29s06

go 1.22
