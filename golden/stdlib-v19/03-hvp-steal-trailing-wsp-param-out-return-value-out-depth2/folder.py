"""Fold long header values onto continuation lines, trimming the blank left at each break."""
from hvp_cut import _steal_trailing_WSP_if_exists, quote_string

SUBJECT = "Quarterly numbers for the north region are in, please review them before Friday"
OWNER = 'Ops "night" shift'


def fold(tokens, width, stats):
    lines = [""]
    for token in tokens:
        if lines[-1] and len(lines[-1]) + len(token) > width:
            wsp = _steal_trailing_WSP_if_exists(lines)
            stats["trimmed"] = stats.get("trimmed", 0) + len(wsp)
            lines.append(" " + token)
            continue
        lines[-1] += token
    return "\r\n".join(lines)


def header(name, value, stats, width=40):
    tokens = [word + " " for word in value.split()]
    return fold([name + ": "] + tokens, width, stats)


def show(folded):
    for line in folded.split("\r\n"):
        print(repr(line))


if __name__ == "__main__":
    stats = {}
    show(header("Subject", SUBJECT, stats))
    owner = quote_string(OWNER)
    show(header("Reply-To", owner + " <ops@example.org>", stats, 24))
    print(stats)
