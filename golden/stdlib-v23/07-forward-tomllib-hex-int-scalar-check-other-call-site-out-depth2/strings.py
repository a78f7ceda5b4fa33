"""Decode the escapes of TOML basic strings and check code points by hand."""
from tomlescapes import (is_unicode_scalar_value, parse_basic_str_escape,
                         parse_basic_str_escape_multiline)


def unescape(src):
    chunks = []
    start = pos = 0
    while True:
        pos = src.find('\\', pos)
        if pos < 0:
            break
        chunks.append(src[start:pos])
        pos, char = parse_basic_str_escape(src, pos)
        chunks.append(char)
        start = pos
    chunks.append(src[start:])
    return ''.join(chunks)


def continued(src, pos):
    end, folded = parse_basic_str_escape_multiline(src, pos)
    return src[:pos] + folded + src[end:]


def checked_char(codepoint):
    if not is_unicode_scalar_value(codepoint):
        return '\ufffd'
    return chr(codepoint)


def show(samples):
    for text in samples:
        print(repr(unescape(text)))
    print(repr(continued('one \\\n    two', 4)))
    print(checked_char(0xD800), checked_char(0x263A))


show([r'caf\u00e9', r'tab\there', r'\U0001F600 ok'])
