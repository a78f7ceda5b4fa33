"""Decode tag-length-value fields, after the field loop of protobuf-style decoders."""


def read_varint(data, pos):
    value = 0
    shift = 0
    while True:
        if pos >= len(data):
            raise ValueError("truncated varint at %d" % pos)
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return value, pos
        shift += 7


def decode_fields(data, schema):
    fields = {}
    unknown = 0
    pos = 0
    while pos < len(data):
        tag = data[pos]
        length, pos = read_varint(data, pos + 1)
        if tag not in schema:
            unknown += 1
            pos += length
            continue
        name, kind = schema[tag]
        raw = data[pos:pos + length]
        pos += length
        if kind == "str":
            fields[name] = raw.decode("utf-8")
        elif kind == "int":
            fields[name] = int.from_bytes(raw, "big")
        else:
            raise TypeError("field %s: kind %r cannot hold %d bytes" % (name, kind, len(raw)))
    assert pos == len(data), "%d fields and %d unknown, then trailing bytes" % (len(fields), unknown)
    return fields
