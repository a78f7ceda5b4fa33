module example.com/01closurecap

go 1.22
