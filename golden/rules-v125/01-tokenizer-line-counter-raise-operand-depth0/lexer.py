"""A tiny tokenizer for arithmetic scripts with comments."""


def tokenize(text, operators="+-*/()="):
    tokens = []
    i = 0
    line = 1
    while i < len(text):
        ch = text[i]
        if ch == "\n":
            line += 1
            i += 1
        elif ch.isspace():
            i += 1
        elif ch == "#":
            while i < len(text) and text[i] != "\n":
                i += 1
        elif ch.isdigit():
            start = i
            while i < len(text) and text[i].isdigit():
                i += 1
            tokens.append(("NUM", text[start:i]))
        elif ch.isalpha():
            start = i
            while i < len(text) and text[i].isalnum():
                i += 1
            tokens.append(("NAME", text[start:i]))
        elif ch in operators:
            tokens.append(("OP", ch))
            i += 1
        else:
            raise ValueError(f"line {line}: unexpected {ch!r}")
    return tokens, line
