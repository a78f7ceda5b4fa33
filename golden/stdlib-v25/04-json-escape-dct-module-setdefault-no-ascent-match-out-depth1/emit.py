"""Write a small JSON object with ASCII-only string escaping."""
from jsonascii import py_encode_basestring_ascii


def encode_pair(key, value):
    k = py_encode_basestring_ascii(key)
    if isinstance(value, str):
        v = py_encode_basestring_ascii(value)
    else:
        v = str(value)
    return k + ': ' + v


def encode_object(obj):
    parts = []
    for key in sorted(obj):
        parts.append(encode_pair(key, obj[key]))
    return '{' + ', '.join(parts) + '}'


record = {
    'name': 'Zoë "Z" Smith',
    'path': 'C:\\tmp\ttab',
    'emoji': '\U0001f600',
    'bell': '\x07',
    'count': 3,
}
print(encode_object(record))
