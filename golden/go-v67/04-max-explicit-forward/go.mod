module example.com/04maxexplici

go 1.22
