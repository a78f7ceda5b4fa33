module example.com/09mapskeysso

go 1.23
