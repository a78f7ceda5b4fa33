package config

var Rate = 3

var Name = "base"
