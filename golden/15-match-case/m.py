def describe(cmd):
    prefix = ">"
    kind = "unknown"
    match cmd:
        case "go":
            kind = "move"
        case "stop":
            kind = "halt"
        case other:
            prefix = other
    return kind
