"""A tiny recursive-descent parser for nested lists such as [1,[22,3],4]."""


def parse_value(text, pos):
    if text[pos] == "[":
        return parse_list(text, pos + 1)
    end = pos
    while end < len(text) and text[end].isdigit():
        end += 1
    return int(text[pos:end]), end


def parse_list(text, pos):
    items = []
    while text[pos] != "]":
        item, pos = parse_value(text, pos)
        items.append(item)
        if text[pos] == ",":
            pos += 1
    return items, pos + 1
