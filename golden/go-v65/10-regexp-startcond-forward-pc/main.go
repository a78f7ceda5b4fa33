package main

import "fmt"

// A Prog is a compiled regular expression program.
type Prog struct {
	Inst   []Inst
	Start  int // index of start instruction
	NumCap int // number of InstCapture insts in re
}

// An InstOp is an instruction opcode.
type InstOp uint8

// Opcode values written out (the original uses iota).
const (
	InstCapture    InstOp = 2
	InstEmptyWidth InstOp = 3
	InstFail       InstOp = 5
	InstNop        InstOp = 6
	InstRune       InstOp = 7
)

// An EmptyOp specifies a kind or mixture of zero-width assertions.
type EmptyOp uint8

// An Inst is a single instruction in a regular expression program.
type Inst struct {
	Op   InstOp
	Out  uint32 // all but InstMatch, InstFail
	Arg  uint32 // InstAlt, InstAltMatch, InstCapture, InstEmptyWidth
	Rune []rune
}

// StartCond returns the leading empty-width conditions that must
// be true in any match. It returns ^EmptyOp(0) if no matches are possible.
func (p *Prog) StartCond() EmptyOp {
	var flag EmptyOp
	pc := uint32(p.Start)
	i := &p.Inst[pc]
Loop:
	for {
		switch i.Op {
		case InstEmptyWidth:
			flag |= EmptyOp(i.Arg)
		case InstFail:
			return ^EmptyOp(0)
		case InstCapture, InstNop:
			// skip
		default:
			break Loop
		}
		pc = i.Out
		i = &p.Inst[pc]
	}
	return flag
}

func main() {
	insts := []Inst{{Op: InstCapture, Out: 1}, {Op: InstEmptyWidth, Out: 2, Arg: 4}, {Op: InstRune}}
	name := "start"
	prog := &Prog{Inst: insts, Start: 0, NumCap: 1}
	fmt.Println(name, prog.StartCond())
}
