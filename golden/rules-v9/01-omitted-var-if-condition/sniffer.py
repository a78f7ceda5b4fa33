"""Delimiter detection for CSV samples, after csv.Sniffer._guess_delimiter."""

PREFERRED = [",", "\t", ";", "|", ":"]
MIN_ROWS = 2


def char_counts(rows, candidates):
    counts = {ch: [] for ch in candidates}
    for row in rows:
        for ch in candidates:
            counts[ch].append(row.count(ch))
    return counts


def consistency(series):
    if not series:
        return 0.0
    mode = max(set(series), key=series.count)
    return series.count(mode) / len(series)


def guess_delimiter(data, delimiters=None, threshold=0.9):
    rows = [r for r in data.split("\n") if r.strip()]
    candidates = delimiters or PREFERRED
    counts = char_counts(rows, candidates)
    best = None
    best_score = 0.0
    skipped = []
    for ch in candidates:
        series = counts.get(ch, [])
        if len(series) < MIN_ROWS or not any(series):
            skipped.append(ch)
            continue
        score = consistency(series)
        if score >= threshold and score > best_score:
            best = ch
            best_score = score
    if best is None and skipped:
        return None
    return best


def sniff(sample, delimiters=None):
    text = sample.replace("\r\n", "\n")
    delimiter = guess_delimiter(text, delimiters)
    quotechar = '"' if text.count('"') >= text.count("'") else "'"
    return delimiter, quotechar
