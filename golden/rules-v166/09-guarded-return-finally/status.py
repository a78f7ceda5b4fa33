def status_of(items):
    status = "init"
    note = ""
    try:
        if not items:
            return status
        status = "ok"
    finally:
        note = "checked"
    status = status + "!"
    print(note)
    return status


print(status_of([1]), status_of([]))
