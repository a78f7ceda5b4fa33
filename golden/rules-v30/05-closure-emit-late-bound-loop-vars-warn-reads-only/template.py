"""Split template source into TEXT and VAR chunks through a nested emit helper, after jinja's lexer."""


def tokenize(source, trim):
    tokens = []
    lineno = 1
    pos = 0
    n = len(source)

    def emit(kind, end):
        value = source[start:end]
        if trim and kind == "TEXT":
            value = value.strip()
        if value:
            tokens.append((kind, value))

    def warn(message):
        print("line %d: %s after %d tokens" % (lineno, message, len(tokens)))

    while pos < n:
        start = pos
        tag = source.find("{{", pos)
        if tag < 0:
            emit("TEXT", n)
            break
        emit("TEXT", tag)
        lineno += source.count("\n", pos, tag)
        close = source.find("}}", tag)
        if close < 0:
            warn("unclosed tag")
            raise SyntaxError("unclosed '{{' on line %d" % lineno)
        start = tag + 2
        emit("VAR", close)
        pos = close + 2
    return tokens
