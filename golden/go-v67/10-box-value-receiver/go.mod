module example.com/10boxvaluere

go 1.22
