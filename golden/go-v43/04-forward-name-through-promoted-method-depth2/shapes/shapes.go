package shapes

import "fmt"

// Base carries what every shape has: a name.
type Base struct {
	Name string
}

// Label is promoted to every type that embeds Base.
func (b Base) Label() string {
	return "shape:" + b.Name
}

// Tile is a square floor tile.
type Tile struct {
	Base
	Side int
}

// Area is the tile's surface.
func (t Tile) Area() int {
	return t.Side * t.Side
}

func (t Tile) String() string {
	return fmt.Sprintf("tile %q (%d)", t.Name, t.Side)
}
