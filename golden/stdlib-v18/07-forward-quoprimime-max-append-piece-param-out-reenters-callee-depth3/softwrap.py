"""Wrap a body into quoted-printable soft lines the way an old email encoder did."""
from qpfold import _QUOPRI_BODY_MAP, _max_append, body_length


def encode_line(data, maxlen):
    pieces = []
    for octet in data:
        piece = _QUOPRI_BODY_MAP[octet]
        if len(piece) == 1:
            piece = octet
        _max_append(pieces, piece, maxlen)
    return pieces


def trim(line):
    while line.endswith(("=", " ")):
        line = line[:-1]
    return line


def encode_body(text, maxlen=16):
    data = text.encode("latin-1")
    pieces = encode_line(data, maxlen - 1)
    return trim("=\n".join(pieces))


def row(title, size, body):
    return "%-6s %3d  %s" % (title, size, body.replace("\n", "|"))


def report(texts):
    rows = [row("text", 0, "soft lines")]
    for text in texts:
        budget = body_length(text.encode("latin-1"))
        title = trim(text[:6])
        soft = encode_body(text)
        rows.append(row(title, budget, soft))
    return rows


print(report(["caf\xe9 cr\xe8me, extra hot ", "tea = ok"]))
