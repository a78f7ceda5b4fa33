package main

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/semantica/semantica/loaders"
)

func checkCommand() *cli.Command {
	return &cli.Command{
		Name:  "check",
		Usage: "verify an index: every file against its checksum in meta.json, then the graph's counts against the index summary",
		Flags: []cli.Flag{dbFlag},
		Action: func(c *cli.Context) error {
			dir, err := indexDir(c)
			if err != nil {
				return err
			}
			if err := loaders.Verify(dir); err != nil {
				return err
			}
			db, meta, err := openIndex(c)
			if err != nil {
				return err
			}
			defer db.Close()
			if meta.Modified {
				fmt.Printf("ok: %s: %d files checked against their checksums; the graph was changed by a --write session, so its counts are not compared\n", dir, len(meta.Integrity))
				return nil
			}
			for _, t := range []struct {
				table string
				want  int
			}{{"Stmt", meta.Stats.Statements}, {"File", meta.Stats.Files}, {"Vertex", meta.Stats.Vertices}} {
				rows, err := db.Query("MATCH (n:"+t.table+") RETURN count(*)", nil)
				if err != nil {
					return fmt.Errorf("%w at %s: counting %s failed: %v; rebuild it with `semantica index --db %s %s`", loaders.ErrDamaged, dir, t.table, err, dir, meta.Root)
				}
				if got := rows.Data[0][0].(int64); int(got) != t.want {
					return fmt.Errorf("%w at %s: %d %s rows, %d were written; rebuild it with `semantica index --db %s %s`", loaders.ErrDamaged, dir, got, t.table, t.want, dir, meta.Root)
				}
			}
			fmt.Printf("ok: %s: %d files checked against their checksums; %d statements, %d files, %d vertices as written\n",
				dir, len(meta.Integrity), meta.Stats.Statements, meta.Stats.Files, meta.Stats.Vertices)
			return nil
		},
	}
}
