package pdg

import "strings"

// Effect classes of a statement, stored as Stmt.effect at index time and
// read by the planner as the `effect` term of the relevance score
// (RFC-06-SLICE). Values are the RFC's. The table of I/O calls names
// Python's libraries: it is part of what a language front end will supply
// (issue 14's semantics interface).
const (
	EffectPure     = 0.0 // defines local variables only
	EffectReadOnly = 0.1 // reads, defines nothing (conditions, returns, plain calls)
	EffectWrites   = 0.5 // writes state beyond the frame: attributes, subscripts, globals, module names, objects a call may modify
	EffectIO       = 1.0 // performs I/O, database or network access (ioCalls)
)

// ioCalls is the one table of calls that make a statement's effect I/O.
// A call matches when its dotted callee text equals an entry, starts with an
// entry ending in ".", or, for entries starting with ".", ends with it (a
// method name on any receiver). The list covers the Python standard
// library's file, process, socket, HTTP and database interfaces and the
// common third-party clients (requests, httpx, urllib3, DB-API cursors).
var ioCalls = []string{
	// files and the console
	"open", "print", "input", "io.", "os.", "shutil.", "pathlib.", "tempfile.", "glob.",
	".read", ".readline", ".readlines", ".write", ".writelines", ".flush",
	".read_text", ".read_bytes", ".write_text", ".write_bytes", ".mkdir", ".unlink", ".rmdir", ".rename",
	"sys.stdout.", "sys.stderr.", "sys.stdin.",
	// processes
	"subprocess.", "multiprocessing.", "signal.",
	// network
	"socket.", "ssl.", "http.", "urllib.", "requests.", "httpx.", "urllib3.", "smtplib.", "ftplib.", "poplib.", "imaplib.",
	".send", ".sendall", ".sendto", ".recv", ".recvfrom", ".recv_into", ".connect", ".accept", ".urlopen", ".request",
	// databases
	"sqlite3.", "dbm.", "shelve.", ".execute", ".executemany", ".executescript", ".commit", ".rollback",
	".fetchone", ".fetchall", ".fetchmany", ".cursor",
}

// Effect classifies a statement from the dotted texts of the calls it makes
// (callees: "open", "self.sock.send", "cursor.execute"), whether it writes
// state beyond the local frame and whether it defines anything. The result
// is one of the Effect constants.
func Effect(callees []string, writesState, defines bool) float64 {
	for _, c := range callees {
		if isIO(c) {
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

func isIO(callee string) bool {
	for _, e := range ioCalls {
		switch {
		case strings.HasPrefix(e, "."):
			if strings.HasSuffix(callee, e) {
				return true
			}
		case strings.HasSuffix(e, "."):
			if strings.HasPrefix(callee, e) {
				return true
			}
		case callee == e:
			return true
		}
	}
	return false
}
