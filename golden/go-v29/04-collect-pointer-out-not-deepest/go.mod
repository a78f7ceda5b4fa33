module example.com/g29s04

go 1.22
