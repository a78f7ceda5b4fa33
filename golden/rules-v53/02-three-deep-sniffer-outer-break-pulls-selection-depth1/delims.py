"""Guess the field delimiter of a CSV sample (after csv.Sniffer._guess_delimiter)."""


def guess_delimiter(rows, candidates, quotechar, enough):
    best = None
    best_width = 0
    for delim in candidates:
        expected = None
        for row in rows:
            if not row or row.startswith("#"):
                continue
            n = 0
            quoted = False
            for ch in row:
                if ch == quotechar:
                    quoted = not quoted
                elif ch == delim and not quoted:
                    n += 1
                elif ch == "#" and not quoted:
                    break
            if expected is not None and n != expected:
                break
            expected = n
        else:
            if expected and expected > best_width:
                best = delim
                best_width = expected
        if best_width + 1 >= enough:
            break
    return best
