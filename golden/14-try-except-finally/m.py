def parse(text, default):
    attempts = 1
    try:
        value = int(text)
        ok = True
    except ValueError as err:
        value = default
        msg = str(err)
    finally:
        attempts += 1
    return value
