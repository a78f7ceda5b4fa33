package planner

import (
	"fmt"
	"strings"
	"sync"

	"github.com/pkoukk/tiktoken-go"
	tiktoken_loader "github.com/pkoukk/tiktoken-go-loader"
)

// Tokenizers lists the BPE encodings a budget can be counted in.
var Tokenizers = []string{"cl100k_base", "o200k_base"}

// DefaultTokenizer is the encoding used for statistics stored at index time.
const DefaultTokenizer = "cl100k_base"

var (
	loaderOnce sync.Once
	encMu      sync.Mutex
	encodings  = map[string]*tiktoken.Tiktoken{}
)

// Tokenizer counts tokens with one tiktoken BPE encoding. The BPE ranks are
// compiled into the binary (github.com/pkoukk/tiktoken-go-loader): counting
// never touches the network. Safe for concurrent use.
type Tokenizer struct {
	Name string
	enc  *tiktoken.Tiktoken
}

// NewTokenizer returns the tokenizer for encoding name (cl100k_base or
// o200k_base). The first call for a name loads its ranks (about 0.3 s).
func NewTokenizer(name string) (*Tokenizer, error) {
	ok := false
	for _, t := range Tokenizers {
		ok = ok || t == name
	}
	if !ok {
		return nil, fmt.Errorf("unknown tokenizer %q (want one of %v)", name, Tokenizers)
	}
	loaderOnce.Do(func() { tiktoken.SetBpeLoader(tiktoken_loader.NewOfflineLoader()) })
	encMu.Lock()
	defer encMu.Unlock()
	enc, found := encodings[name]
	if !found {
		var err error
		enc, err = tiktoken.GetEncoding(name)
		if err != nil {
			return nil, fmt.Errorf("load tokenizer %s: %w", name, err)
		}
		encodings[name] = enc
	}
	return &Tokenizer{Name: name, enc: enc}, nil
}

// MaxPieceBytes is the longest pre-tokenizer piece (a run of letters, of
// digits, of punctuation) counted exactly. tiktoken-go's byte-pair merge is
// quadratic in a piece's length: one 256 KB identifier took 89 s. A longer
// piece counts as its length in bytes, an upper bound (every token covers
// at least one byte), so a budget is never exceeded and the work stays
// linear.
const MaxPieceBytes = 1024

// Count returns the number of tokens of s (special tokens are counted as
// ordinary text): exact unless s holds a piece over MaxPieceBytes, then an
// upper bound.
func (t *Tokenizer) Count(s string) int {
	if s == "" {
		return 0
	}
	if len(s) <= MaxPieceBytes {
		return len(t.enc.EncodeOrdinary(s))
	}
	// Cut the long pieces out, count the rest exactly and each long piece
	// as its bytes; a line break stands in for each, so that no piece of
	// the rest joins across the cut.
	var rest strings.Builder
	long := 0
	for r := s; len(r) > 0; {
		k := nextPiece(r)
		if k > MaxPieceBytes {
			long += k
			rest.WriteByte('\n')
		} else {
			rest.WriteString(r[:k])
		}
		r = r[k:]
	}
	if long == 0 {
		return len(t.enc.EncodeOrdinary(s))
	}
	return long + len(t.enc.EncodeOrdinary(rest.String()))
}
