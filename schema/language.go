package schema

import "strings"

// languageExts maps file name suffixes to the language the index reads
// them as. It mirrors the front ends' Extensions (loaders.FrontEnds; a
// test in package loaders keeps the two equal) so that the read side can
// name a file's language without importing a front end.
var languageExts = []struct{ ext, lang string }{
	{".py", "python"},
	{".js", "javascript"}, {".jsx", "javascript"}, {".mjs", "javascript"}, {".cjs", "javascript"},
	{".ts", "typescript"}, {".tsx", "typescript"}, {".mts", "typescript"}, {".cts", "typescript"},
	{".go", "go"},
}

// LanguageOf names the language of the file at path ("python",
// "javascript", "typescript", "go"), "" for a file no front end reads.
func LanguageOf(path string) string {
	for _, e := range languageExts {
		if strings.HasSuffix(path, e.ext) {
			return e.lang
		}
	}
	return ""
}
