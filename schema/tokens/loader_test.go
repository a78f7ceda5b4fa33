package tokens

import (
	"testing"

	tiktoken_loader "github.com/pkoukk/tiktoken-go-loader"
)

// TestRankLoaderEqualsOfflineLoader checks the fast loader against the
// package's own reader on every embedded rank file: the same tokens with
// the same ranks, none missing, none extra.
func TestRankLoaderEqualsOfflineLoader(t *testing.T) {
	for _, name := range []string{"cl100k_base", "o200k_base", "p50k_base", "r50k_base"} {
		file := "https://openaipublic.blob.core.windows.net/encodings/" + name + ".tiktoken"
		want, err := tiktoken_loader.NewOfflineLoader().LoadTiktokenBpe(file)
		if err != nil {
			t.Fatal(err)
		}
		got, err := rankLoader{}.LoadTiktokenBpe(file)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(want) {
			t.Errorf("%s: %d ranks, want %d", name, len(got), len(want))
		}
		bad := 0
		for tok, r := range want {
			if g, ok := got[tok]; !ok || g != r {
				if bad++; bad <= 5 {
					t.Errorf("%s: token %q rank %d (present %v), want %d", name, tok, g, ok, r)
				}
			}
		}
	}
}

func TestRankLoaderUnknownFile(t *testing.T) {
	if _, err := (rankLoader{}).LoadTiktokenBpe("nope_base.tiktoken"); err == nil {
		t.Fatal("no error for a rank file that is not embedded")
	}
}

// BenchmarkRankLoader compares the fast loader with tiktoken-go-loader's
// OfflineLoader on cl100k_base.
func BenchmarkRankLoader(b *testing.B) {
	const file = "cl100k_base.tiktoken"
	b.Run("rankLoader", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := (rankLoader{}).LoadTiktokenBpe(file); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("OfflineLoader", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := tiktoken_loader.NewOfflineLoader().LoadTiktokenBpe(file); err != nil {
				b.Fatal(err)
			}
		}
	})
}
