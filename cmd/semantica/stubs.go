package main

import "github.com/urfave/cli/v2"

func queryCommand() *cli.Command  { return &cli.Command{Name: "query"} }
func exportCommand() *cli.Command { return &cli.Command{Name: "export"} }
func schemaCommand() *cli.Command { return &cli.Command{Name: "schema"} }
