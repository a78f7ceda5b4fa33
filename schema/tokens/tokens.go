package tokens

import (
	"fmt"
	"strings"
	"sync"

	"github.com/pkoukk/tiktoken-go"
)

// Tokenizers lists the BPE encodings a budget can be counted in.
var Tokenizers = []string{"cl100k_base", "o200k_base"}

// DefaultTokenizer is the encoding used for statistics stored at index time.
const DefaultTokenizer = "cl100k_base"

var (
	loaderOnce sync.Once
	encMu      sync.Mutex
	encodings  = map[string]*encoding{}
)

// encoding is one BPE encoding, loading or loaded: done is closed once enc
// or err is set.
type encoding struct {
	done chan struct{}
	enc  *tiktoken.Tiktoken
	err  error
}

// Tokenizer counts tokens with one tiktoken BPE encoding. The BPE ranks are
// compiled into the binary (github.com/pkoukk/tiktoken-go-loader): counting
// never touches the network. Safe for concurrent use.
type Tokenizer struct {
	Name string
	load *encoding
}

// NewTokenizer returns the tokenizer for encoding name (cl100k_base or
// o200k_base). The first call for a name starts loading its ranks in the
// background (about 90 ms for cl100k_base on 2026-11-29's machine, of
// which the ranks' reading, rankLoader, is 12 ms and tiktoken-go's
// NewCoreBPE the rest; 120–145 ms with tiktoken-go-loader's own reader), so a
// process opens its index and runs its queries meanwhile; the first count
// waits for the load. Loading cannot fail for a listed name (the ranks are
// in the binary); if it did, Err says why and Count returns the length in
// bytes, an upper bound of the tokens, so a budget still holds.
func NewTokenizer(name string) (*Tokenizer, error) {
	ok := false
	for _, t := range Tokenizers {
		ok = ok || t == name
	}
	if !ok {
		return nil, fmt.Errorf("unknown tokenizer %q (want one of %v)", name, Tokenizers)
	}
	encMu.Lock()
	defer encMu.Unlock()
	e, found := encodings[name]
	if !found {
		e = &encoding{done: make(chan struct{})}
		encodings[name] = e
		go func() {
			defer close(e.done)
			loaderOnce.Do(func() { tiktoken.SetBpeLoader(rankLoader{}) })
			if e.enc, e.err = tiktoken.GetEncoding(name); e.err != nil {
				e.err = fmt.Errorf("load tokenizer %s: %w", name, e.err)
			}
		}()
	}
	return &Tokenizer{Name: name, load: e}, nil
}

// Err waits for the encoding's ranks and reports whether they failed to
// load.
func (t *Tokenizer) Err() error {
	<-t.load.done
	return t.load.err
}

// encoding waits for the ranks; nil if they failed to load.
func (t *Tokenizer) encoding() *tiktoken.Tiktoken {
	<-t.load.done
	return t.load.enc
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
	enc := t.encoding()
	if enc == nil {
		return len(s)
	}
	if len(s) <= MaxPieceBytes {
		return len(enc.EncodeOrdinary(s))
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
		return len(enc.EncodeOrdinary(s))
	}
	return long + len(enc.EncodeOrdinary(rest.String()))
}
