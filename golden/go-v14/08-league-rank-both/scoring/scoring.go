package scoring

// Player is one row of a league table.
type Player struct {
	Name  string
	Wins  int
	Draws int
	Games int
	Score int
}

// New makes a player from a run of results such as "WWDLW".
func New(name, results string) *Player {
	p := &Player{Name: name}
	for _, r := range results {
		switch r {
		case 'W':
			p.Wins++
		case 'D':
			p.Draws++
		}
		p.Games++
	}
	return p
}

// Rank scores every player, with bonus points for a full season,
// and returns the leader.
func Rank(ps []*Player, season, bonus int) (best string, top int) {
	for _, p := range ps {
		p.Games = max(p.Games, p.Wins+p.Draws)
		score := p.Wins*3 + p.Draws
		if p.Games >= season {
			score += bonus
		}
		p.Score = score
		if score > top {
			best, top = p.Name, score
		}
	}
	return
}
