package pdg

// Effect classes of a statement, stored as Stmt.effect at index time and
// read by the planner as the `effect` term of the relevance score
// (RFC-06-SLICE). Values are the RFC's. Which calls perform I/O is the
// language's to say (ir.Semantics.IO).
const (
	EffectPure     = 0.0 // defines local variables only
	EffectReadOnly = 0.1 // reads, defines nothing (conditions, returns, plain calls)
	EffectWrites   = 0.5 // writes state beyond the frame: attributes, subscripts, globals, module names, objects a call may modify
	EffectIO       = 1.0 // performs I/O, database or network access (ir.Semantics.IO)
)

// Effect classifies a statement from the dotted texts of the calls it makes
// (callees: "open", "self.sock.send", "cursor.execute"), which io says
// perform I/O (ir.Semantics.IO), whether it writes state beyond the local
// frame and whether it defines anything. The result is one of the Effect
// constants.
func Effect(io func(callee string) bool, callees []string, writesState, defines bool) float64 {
	for _, c := range callees {
		if io(c) {
			return EffectIO
		}
	}
	switch {
	case writesState:
		return EffectWrites
	case defines:
		return EffectPure
	}
	return EffectReadOnly
}
